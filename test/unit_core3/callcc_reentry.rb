def t(name)
  r = begin; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
  puts "#{name}: #{r.inspect}"
end
t(:sort_by) { c = nil; n = 0; r = [1, 2].sort_by { |x| callcc { |k| c ||= k }; x }; n += 1; c.call if n < 3; [r, n] }
t(:sort) { c = nil; n = 0; r = [1, 2, 3].sort { |a, b| callcc { |k| c ||= k }; a <=> b }; n += 1; c.call if n < 3; [r, n] }
t(:sort_bang) { c = nil; n = 0; a = [3, 2, 1]; r = a.sort! { |x, y| callcc { |k| c ||= k }; x <=> y }; n += 1; c.call if n < 3; [r, n] }
t(:flatten) { c = nil; n = 0; o = Object.new; def o.to_ary; callcc { |k| $c ||= k }; [1]; end; r = [1, [2, o]].flatten; n += 1; $c.call if n < 3; [r, n] }
t(:flatten_bang) { c = nil; n = 0; o = Object.new; def o.to_ary; callcc { |k| $c2 ||= k }; [1]; end; r = [1, [2, o]].flatten!; n += 1; $c2.call if n < 3; [r, n] }
t(:permutation) { c = nil; n = 0; a = []; [1, 2, 3].permutation { |x| callcc { |k| c ||= k }; a << x }; n += 1; c.call if n < 3; [a.size, n] }
t(:combination) { c = nil; n = 0; a = []; [1, 2, 3].combination(2) { |x| callcc { |k| c ||= k }; a << x }; n += 1; c.call if n < 3; [a.size, n] }
t(:product) { c = nil; n = 0; a = []; r = [1, 2].product([3, 4]); n += 1; [r.size, n] }
t(:min_by) { c = nil; n = 0; r = [1, 2].min_by { |x| callcc { |k| c ||= k }; x }; n += 1; c.call if n < 3; [r, n] }
t(:uniq) { c = nil; n = 0; r = [1, 1, 2].select { |x| callcc { |k| c ||= k }; x }; n += 1; c.call if n < 3; [r, n] }
t(:map_bang) { c = nil; n = 0; a = [1, 2]; r = a.map! { |x| callcc { |k| c ||= k }; x * 2 }; n += 1; c.call if n < 3; [r, n] }
t(:inject) { c = nil; n = 0; r = [1, 2].inject { |s, x| callcc { |k| c ||= k }; s + x }; n += 1; c.call if n < 3; [r, n] }
t(:hash_each) { c = nil; n = 0; h = {1 => 2}; h.each { |k, v| callcc { |kk| c ||= kk } }; n += 1; c.call if n < 3; n }
t(:zip) { c = nil; n = 0; r = [1, 2].zip([3]) { |x| callcc { |k| c ||= k } }; n += 1; c.call if n < 3; n }
