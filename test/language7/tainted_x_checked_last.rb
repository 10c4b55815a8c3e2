# -x is refused under -T when the script is read, after the other switches
p :never_runs
