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
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "JOB\tSPEC\tBIDS\tFIRST BID\tASSIGNED\tACKED\tROUND\tWINNER\tPEERS AGREE\tEXCLUDED")
	for _, j := range r.Jobs {
		winner := "-"
		if j.Winner != "" {
			winner = j.Winner[:10] + " (" + j.Profile + ")"
		}
		agree := fmt.Sprintf("%d/%d", j.Agreed, j.Agreed+j.Disagreed+j.OtherBids)
		excl := j.Excluded
		if j.Error != "" {
			excl = "ERROR: " + j.Error
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", j.JobID, j.Spec, j.Bids,
			ms(j.FirstBid), ms(j.Assigned), ms(j.Acked), j.Round, winner, agree, excl)
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
	_, err := fmt.Fprintf(w, "\n%s: %d/%d jobs assigned and acknowledged in %s; %d peer recomputations disagreed\n", status, r.Assigned, len(r.Jobs), r.Elapsed.Round(time.Millisecond), dis)
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
