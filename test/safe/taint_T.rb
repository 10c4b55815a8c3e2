# ruby -T (no digits) is level 1; -T0 later would not lower it
p $SAFE, $:.include?(".")
