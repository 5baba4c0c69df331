package heonnx

// Elementwise polynomials, coefficients constant first.

// poly is f's polynomial, the identity x when it has none.
func poly(f *flow) []float64 {
	if f.poly == nil {
		return []float64{0, 1}
	}
	return f.poly
}

func polyAdd(p, q []float64) []float64 {
	r := make([]float64, max(len(p), len(q)))
	copy(r, p)
	for i, v := range q {
		r[i] += v
	}
	return r
}

func polyScale(p []float64, s float64) []float64 {
	r := make([]float64, len(p))
	for i, v := range p {
		r[i] = s * v
	}
	return r
}

func polyMul(p, q []float64) []float64 {
	r := make([]float64, len(p)+len(q)-1)
	for i, a := range p {
		for j, b := range q {
			r[i+j] += a * b
		}
	}
	return r
}

// polyTrim drops zero leading coefficients.
func polyTrim(p []float64) []float64 {
	for len(p) > 0 && p[len(p)-1] == 0 {
		p = p[:len(p)-1]
	}
	return p
}
