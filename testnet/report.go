package testnet

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
	"time"
)

// WriteTable prints the report as a table, one row per job, then a summary.
func (r *Report) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "testnet: %d peers (%d miners, 1 light client); stake: %s\n\n", r.Peers, r.Miners, r.StakeNote)
	switch {
	case r.Inference && r.Engine == "oci":
		fmt.Fprintf(w, "image: %s (containers under runc; the image pulled by CID from the client, /out returned as a tar and verified at the client)\n\n", r.Model)
	case r.Inference:
		fmt.Fprintf(w, "model: %s (real ONNX Runtime inference; outputs fetched over bitswap and verified at the client)\n\n", r.Model)
	}
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "JOB\tSPEC\tPATH\tBIDS\tFIRST BID\tACKED\tFETCH\tEXEC\tRETURN\tTOTAL\tROUND\tWINNER\tVERIFIED\tPEERS AGREE\tEXCLUDED")
	for _, j := range r.Jobs {
		winner := "-"
		if j.Winner != "" {
			winner = addrLabel(j.Winner, j.Name) + " (" + j.Profile + ")"
		}
		agree := fmt.Sprintf("%d/%d", j.Agreed, j.Agreed+j.Disagreed+j.OtherBids)
		excl := j.Excluded
		if j.Error != "" {
			excl = "ERROR: " + j.Error
		}
		verified := "-"
		switch {
		case j.Verified:
			verified = "yes"
		case r.Inference:
			verified = "NO"
		}
		path := j.Path
		if path == "" {
			path = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", j.JobID, j.Spec, path, j.Bids,
			ms(j.FirstBid), ms(j.Acked), ms(j.Fetch), ms(j.Exec), ms(j.Return), ms(j.Total), j.Round, winner, verified, agree, excl)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	status := "OK"
	if !r.OK() {
		status = "FAILED"
	}
	dis := 0
	for _, j := range r.Jobs {
		dis += j.Disagreed
	}
	what := "assigned and acknowledged"
	done := r.Assigned
	if r.Inference {
		what, done = "run and verified", r.Verified
	}
	_, err := fmt.Fprintf(w, "\n%s: %d/%d jobs %s in %s; %d peer recomputations disagreed\n", status, done, len(r.Jobs), what, r.Elapsed.Round(time.Millisecond), dis)
	return err
}

// WriteJSON prints the report as one JSON document.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

func ms(d time.Duration) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1fms", float64(d)/float64(time.Millisecond))
}
