p :never_runs
# -T4 with a switch -T forbids: 1.8.7 cannot even report it, status 1
