# a top-level retry after an at_exit proc ran is reported at 1.8.7's lazily
# kept position: here the last raise (the rescued one below), not the retry
at_exit { puts "at_exit ran" }
x = (raise "kept" rescue :rescued)
p x
def m
  :no_raise_here
end
m
retry
p :not_reached
