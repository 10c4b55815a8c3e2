# the "from" line of a C iterator's multiple-values warning is 1.8.7's lazily
# updated position: a warning printed brings it up to date
$VERBOSE = true
$stderr.sync = $stdout.sync = true
{1=>2}.delete_if{|x| x}
{1=>2}.each_with_index{|x| p x}
def f; end; def f; end
[[1,2]].each_with_index{|x| }
@a
[[1,2]].each_with_index{|x| }
warn "Kernel#warn does not"
[[1,2]].each_with_index{|x| }
