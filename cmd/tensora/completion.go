package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

// newCompletionCmd replaces cobra's default completion command with one
// that documents how to install the script for each shell.
func newCompletionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "completion bash|zsh|fish|powershell",
		Short: "Print a shell completion script",
		Long: `Print the completion script for your shell. Completion covers commands, flags
and flag values (--log-format, --log-level, file and directory flags).

Bash (needs the bash-completion package):
  source <(tensora completion bash)                       # this shell
  tensora completion bash > /etc/bash_completion.d/tensora  # every shell

Zsh (once: autoload -U compinit; compinit):
  tensora completion zsh > "${fpath[1]}/_tensora"

Fish:
  tensora completion fish > ~/.config/fish/completions/tensora.fish

PowerShell:
  tensora completion powershell | Out-String | Invoke-Expression`,
		Args:                  cobra.MatchAll(cobra.ExactArgs(1), cobra.OnlyValidArgs),
		ValidArgs:             []string{"bash", "zsh", "fish", "powershell"},
		DisableFlagsInUseLine: true,
		Annotations:           map[string]string{noConfig: "1"},
		RunE: func(cmd *cobra.Command, args []string) error {
			w, root := cmd.OutOrStdout(), cmd.Root()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(w, true)
			case "zsh":
				return root.GenZshCompletion(w)
			case "fish":
				return root.GenFishCompletion(w, true)
			case "powershell":
				return root.GenPowerShellCompletionWithDesc(w)
			}
			return usageError{fmt.Errorf("shell %q: want bash, zsh, fish or powershell", args[0])}
		},
	}
}
