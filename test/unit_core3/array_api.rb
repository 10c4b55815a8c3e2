require 'helper'
a = [1, 2]; a << a
show(:rec_inspect) { a.inspect }
show(:rec_to_s) { a.to_s }
show(:rec_join) { a.join(",") }
show(:rec_flatten) { a.flatten }
show(:rec_eq) { a == a }
show(:rec_eq2) { b = [1, 2]; b << b; a == b }
show(:rec_hash) { a.hash.class }
show(:rec_cmp) { a <=> a }
show(:rec_eql) { a.eql?(a) }
show(:rec_uniq) { [a, a].uniq.size }
show(:rec_flatten_bang) { a.dup.flatten! }
show(:rec_pp) { a.to_a.equal?(a) }
h = {1 => 2}; h[3] = h
show(:hrec_inspect) { h.inspect }
show(:hrec_to_s) { h.to_s }
show(:hrec_eq) { h == h }
show(:hrec_to_a) { h.to_a.size }
show(:flatten_lvl) { [1, [2, [3, [4]]]].flatten(1) }
show(:flatten_lvl0) { [1, [2, [3, [4]]]].flatten(0) }
show(:flatten_neg) { [1, [2, [3, [4]]]].flatten(-1) }
show(:flatten_bang_nil) { [1, 2].flatten! }
show(:flatten_bang_lvl0) { [1, [2]].flatten!(0) }
show(:product) { [1, 2].product([3, 4], [5]) }
show(:product_empty) { [1, 2].product([]) }
show(:product_big) { ([1] * 100000).product([1] * 100000, [1]*1000).size rescue $!.class }
show(:perm) { [1, 2, 3].permutation(2).to_a }
show(:perm0) { [1, 2, 3].permutation(0).to_a }
show(:perm_neg) { [1, 2, 3].permutation(-1).to_a }
show(:perm_big) { [1, 2, 3].permutation(4).to_a }
show(:perm_all) { [1, 2, 3].permutation.to_a }
show(:comb) { [1, 2, 3, 4].combination(2).to_a }
show(:comb0) { [1, 2].combination(0).to_a }
show(:comb_neg) { [1, 2].combination(-1).to_a }
show(:comb_mod) { x = [1, 2, 3]; r = []; x.combination(2) { |c| r << c; x.clear }; r }
show(:perm_mod) { x = [1, 2, 3]; r = []; x.permutation(2) { |c| r << c; x.clear }; r }
show(:fill) { [[1, 2, 3].fill(0), [1, 2, 3].fill(0, 1), [1, 2, 3].fill(0, 1, 1), [1, 2, 3].fill(0, 1..1), [1, 2, 3].fill(0, 5, 1), [1, 2, 3].fill(0, -2), [1, 2, 3].fill { |i| i * i }, [1, 2, 3].fill(1) { |i| -i }, [1, 2].fill(0, 1, 0), [1, 2].fill(0, nil, 1), [1, 2].fill(0, -5, 1)] }
show(:fill_neg_len) { [1, 2, 3].fill(0, 1, -1) }
show(:fill_big) { [1].fill(0, 2**40, 1) }
show(:fill_args) { [1].fill }
show(:fill_args2) { [1].fill(1, 2, 3, 4) }
show(:aref) { x = [1, 2, 3, 4, 5]; [x[0..-3], x[5], x[5, 1], x[6, 1], x[-6], x[-6, 1], x[2..1], x[5..10], x[6..10], x[1, -1], x[1...-1], x[-3, 2], x[1.5], x[1.5, 2.5]] }
show(:aref_nil) { [1][nil] }
show(:aref_str) { [1]["a"] }
show(:aset) { x = [1, 2, 3]; x[5] = 6; x[1..2] = [7, 8, 9]; x[0, 0] = [0]; x[-1] = :z; x }
show(:aset_neg) { x = [1]; x[-3] = 1 }
show(:aset_neg_len) { x = [1]; x[0, -1] = 1 }
show(:aset_nil) { x = [1, 2, 3]; x[0, 2] = nil; x }
show(:aset_range_neg) { x = [1, 2, 3]; x[-5..1] = 9 }
show(:values_at) { [1, 2, 3].values_at(0, 2, 4, -1, 1..2, 5..6, -5..1) }
show(:slice_bang) { x = [1, 2, 3, 4]; [x.slice!(1), x.slice!(1, 2), x.slice!(5), x.slice!(-5, 1), x.slice!(0..10), x] }
show(:slice_bang2) { x = [1, 2, 3]; [x.slice!(3, 1), x.slice!(4, 1), x.slice!(3..5), x] }
show(:insert) { [[1, 2].insert(1, :a, :b), [1, 2].insert(-1, :a), [1, 2].insert(-2, :a), [1].insert(3, :a), [1].insert(1)] }
show(:insert_err) { [1].insert(-3, 1) }
show(:insert_noarg) { [1].insert }
show(:delete) { x = [1, 2, 1, 3]; [x.delete(1), x, x.delete(9), x.delete(9) { :nf }] }
show(:delete_at) { x = [1, 2, 3]; [x.delete_at(-1), x.delete_at(5), x] }
show(:delete_if) { [1, 2, 3, 4].delete_if { |v| v % 2 == 0 } }
show(:reject_bang_nil) { [1, 3].reject! { |v| v % 2 == 0 } }
show(:select_bang) { [1, 2].select! rescue $!.class }
show(:compact) { [[nil, 1, nil].compact, [1].compact!, [nil].compact!] }
show(:uniq) { [[1, 1, 2, 1.0, "a", "a"].uniq, [1].uniq!, [[1], [1]].uniq] }
show(:uniq_blk) { [1, 2, 3].uniq { |x| x % 2 } }
show(:sort) { [3, 1, 2].sort { |a, b| b <=> a } }
show(:sort_bad) { [3, "a"].sort }
show(:sort_nil_blk) { [1, 2, 3].sort { nil } }
show(:sort_mod) { x = [3, 1, 2]; x.sort! { |a, b| x.freeze rescue nil; a <=> b } rescue $!.class }
show(:sort_by) { %w(aaa b cc).sort_by { |s| s.size } }
show(:zip) { [[1, 2].zip([3]), [1].zip([2, 3], [4]), [1, 2].zip] }
show(:zip_blk) { r = []; [1, 2].zip([3, 4]) { |x| r << x }; r }
show(:zip_bad) { [1].zip(1) }
show(:transpose) { [[1, 2], [3, 4]].transpose }
show(:transpose_bad) { [[1, 2], [3]].transpose }
show(:transpose_bad2) { [1].transpose }
show(:assoc) { [[1, 2], [3, 4], 5].assoc(3) }
show(:rassoc) { [[1, 2], [3, 4], 5].rassoc(4) }
show(:first) { [[1, 2, 3].first(2), [1].first(5), [].first, [1, 2].last(1)] }
show(:first_neg) { [1].first(-1) }
show(:first_bad) { [1].first("a") }
show(:pop_shift) { x = [1, 2, 3, 4]; [x.pop(2), x.shift(1), x] }
show(:pop_neg) { [1].pop(-1) }
show(:unshift) { [1].unshift(2, 3) }
show(:push) { [1].push }
show(:times) { [[1, 2] * 2, [1, 2] * ",", [] * 3] }
show(:times_neg) { [1] * -1 }
show(:times_bad) { [1] * nil }
show(:plus_bad) { [1] + nil }
show(:minus) { [1, 2, 2, 3] - [2] }
show(:and_or) { [[1, 1, 2] & [1], [1, 1] | [2, 2]] }
show(:cmp) { [[1, 2] <=> [1, 3], [1] <=> [1, 2], [1] <=> 1, [1, "a"] <=> [1, 2]] }
show(:eq_to_ary) { o = Object.new; def o.to_ary; [1]; end; def o.==(x); true; end; [1] == o }
show(:join) { [[1, [2, [3]]].join("-"), [1, nil, 2].join, [].join(","), [1, 2].join(nil)] }
show(:join_sep) { $, = ":"; r = [1, 2].join; $, = nil; r }
show(:join_bad) { [1, 2].join(1) }
show(:join_taint) { [1, "a".taint].join.tainted? }
show(:pack_n) { [1, 2].pack("n*") }
show(:to_s) { [1, [2, nil]].to_s }
show(:inspect) { [1, "a", :b, nil, 1.0].inspect }
show(:index) { [[1, 2, 3].index(2), [1, 2].index { |x| x > 1 }, [1, 2, 1].rindex(1), [1, 2].rindex { |x| x < 2 }] }
show(:count) { [[1, 2, 1].count(1), [1, 2].count { |x| x > 1 }, [1, 2].count] }
show(:cycle) { r = []; [1, 2].cycle(2) { |x| r << x }; r }
show(:cycle_neg) { r = []; [1, 2].cycle(-1) { |x| r << x }; r }
show(:nitems) { [1, nil, 2].nitems }
show(:choice) { [].choice }
show(:shuffle_empty) { [].shuffle }
show(:take_drop) { [[1, 2, 3].take(2), [1, 2, 3].drop(1), [1, 2, 3].take_while { |x| x < 2 }, [1, 2, 3].drop_while { |x| x < 2 }] }
show(:take_neg) { [1].take(-1) }
show(:drop_neg) { [1].drop(-1) }
show(:reverse_each) { r = []; [1, 2, 3].reverse_each { |x| r << x }; r }
show(:each_index) { r = []; [1, 2].each_index { |x| r << x }; r }
show(:collect_bang) { [1, 2].collect! { |x| x * 2 } }
show(:map_enum) { [1, 2].map.class }
show(:new) { [Array.new(2), Array.new(2, 0), Array.new(2) { |i| i * 3 }, Array.new([1, 2])] }
show(:new_neg) { Array.new(-1) }
show(:new_big) { Array.new(2**62) }
show(:new_str) { Array.new("a") }
show(:brackets) { Array[1, 2] }
show(:try_convert) { Array.respond_to?(:try_convert) }
show(:replace) { x = [1]; x.replace([2, 3]) }
show(:replace_bad) { [1].replace(1) }
show(:frozen) { x = [1].freeze; %w(<< push pop shift unshift clear sort! uniq! compact! flatten! reverse! map! concat replace fill delete).map { |m| begin; x.send(m, *(%w(<< push concat replace).include?(m) ? [[1]] : %w(fill delete).include?(m) ? [1] : [])) { |*a| 1 }; "ok"; rescue Exception => e; e.class.to_s; end } }
show(:frozen_sort_nop) { [].freeze.sort! }
show(:eql) { [[1].eql?([1.0]), [1] == [1.0], [1].hash == [1].hash] }
show(:include) { [1, 2].include?(2.0) }
show(:min_max) { [[3, 1, 2].min, [3, 1, 2].max, [].min, ["aa", "b"].max { |a, b| a.size <=> b.size }] }
show(:inject) { [[1, 2, 3].inject(:+), [1, 2, 3].inject(10) { |s, x| s + x }, [].inject(:+), [1, 2].inject(1, :*)] }
show(:to_a_sub) { class A2 < Array; end; [A2.new.to_a.class, A2[1, 2].class, A2[1].dup.class, (A2[1] + [2]).class, A2[1, 2][0..1].class, A2[1].flatten.class, A2[1].uniq.class, A2[1].reverse.class, (A2[1] * 2).class, A2[1].compact.class, A2[1].sort.class, A2[1].map { |x| x }.class, A2[1].select { |x| x }.class, A2[1].slice(0, 1).class, A2[[1]].transpose.class, A2[1].first(1).class, A2[1].rotate.class rescue $!.class] }
show(:splat_nil) { [*nil] }
show(:mult_assign) { a, b = [1, 2]; a, *b = 1; [a, b] }
show(:sample) { [].respond_to?(:sample) }
show(:pack_bad) { [1].pack("Q") }
show(:hash_of_nested) { [[1, [2]]].hash == [[1, [2]]].hash }
show(:slice_range_neg) { [1, 2, 3][-2..-1] }
show(:rindex_mod) { x = [1, 2, 3, 4]; x.rindex { |e| x.clear if e == 4; false } }
show(:big_index) { [1][2**64] }
show(:big_index2) { [1][2**64, 1] }
show(:concat_self) { x = [1, 2]; x.concat(x) }
show(:each_slice_arr) { [1,2,3].each_slice(2).to_a }
