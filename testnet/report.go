package testnet

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"
	"time"
)

// TableWidth is the width the narrow tables fit (a terminal's 120
// columns); the wide ones (WriteWideTable) add the per-phase timings and
// why miners were excluded, and are as wide as they need.
const TableWidth = 120

// WriteTable prints the report as a table that fits TableWidth columns, one
// row per job, then a summary. A job's error follows the table.
func (r *Report) WriteTable(w io.Writer) error { return r.writeTable(w, false) }

// WriteWideTable prints the report with every column: the per-phase
// timings, the round, the winner's profile and why miners were excluded.
func (r *Report) WriteWideTable(w io.Writer) error { return r.writeTable(w, true) }

func (r *Report) writeTable(w io.Writer, wide bool) error {
	fmt.Fprintf(w, "testnet: %d peers (%d miners, 1 light client); stake: %s\n\n", r.Peers, r.Miners, r.StakeNote)
	switch {
	case r.Inference && r.Engine == "oci":
		fmt.Fprintf(w, "image: %s\n  containers under runc; the image pulled by CID from the client, /out returned as a tar and verified at the client\n\n", r.Model)
	case r.Inference:
		fmt.Fprintf(w, "model: %s\n  real ONNX Runtime inference; outputs fetched over bitswap and verified at the client\n\n", r.Model)
	}
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	if wide {
		fmt.Fprintln(tw, "JOB\tSPEC\tPATH\tBIDS\tFIRST BID\tACKED\tFETCH\tEXEC\tRETURN\tTOTAL\tROUND\tWINNER\tVERIFIED\tPEERS AGREE\tEXCLUDED")
	} else {
		fmt.Fprintln(tw, "JOB\tSPEC\tPATH\tBIDS\tEXEC\tTOTAL\tWINNER\tVERIFIED\tPEERS AGREE")
	}
	var failed []JobReport
	for _, j := range r.Jobs {
		winner := "-"
		if j.Winner != "" {
			winner = addrLabel(j.Winner, j.Name)
			if wide {
				winner += " (" + j.Profile + ")"
			}
		}
		agree := fmt.Sprintf("%d/%d", j.Agreed, j.Agreed+j.Disagreed+j.OtherBids)
		excl := j.Excluded
		if j.Error != "" {
			excl = "ERROR: " + j.Error
			failed = append(failed, j)
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
		if wide {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", j.JobID, j.Spec, path, j.Bids,
				ms(j.FirstBid), ms(j.Acked), ms(j.Fetch), ms(j.Exec), ms(j.Return), ms(j.Total), j.Round, winner, verified, agree, excl)
		} else {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n", j.JobID, j.Spec, path, j.Bids, ms(j.Exec), ms(j.Total), winner, verified, agree)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if !wide {
		for _, j := range failed {
			fmt.Fprintf(w, "job %s: ERROR: %s\n", j.JobID, j.Error)
		}
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
