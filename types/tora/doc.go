// Package tora is the TORA token's unit and its one text form: TORA has 18
// decimals, amounts travel and sit on chain as *big.Int counts of wei
// (10^-18 TORA), and people read and type them as decimal TORA ("2.5").
//
// Parse and Format are the only conversions between the two; every flag,
// config file, API field and report goes through them, so an amount means
// the same wherever it is typed. The rules, decided once:
//
//   - A decimal number of TORA: digits with at most one '.', at least one
//     digit, at most 18 digits after the point ("2", "0.5", ".5", "5.").
//   - Surrounding whitespace is ignored (flags and config files carry it);
//     inner whitespace, signs, exponents, fractions, hex and '_' are refused.
//   - Zero is a valid amount (a free price, no minimum stake). Callers that
//     need a positive amount (a fee, a deposit, a stake) refuse zero
//     themselves, with their own message.
//   - Negative amounts are refused: nothing on chain is negative.
//   - The empty string is refused with ErrEmpty, so "required" reads
//     differently from "malformed".
//   - Amounts above 2^256-1 wei, which no contract can hold, are refused.
//
// Format writes wei exactly, without trailing zeros; it keeps a minus sign
// for the differences reports print.
//
//	fee, err := tora.Parse("2.5") // 2500000000000000000 wei
//	fmt.Println(tora.Format(fee)) // 2.5
package tora
