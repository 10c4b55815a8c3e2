# a -r library under -T4 cannot load, and 1.8.7 cannot report that either
p :never_runs
