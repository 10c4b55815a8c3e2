# WeakRef#__setobj__ points the reference at another object and answers its id
require 'weakref'
$a = "a"; $s = "x"
w = WeakRef.new($a)
p w.__setobj__($s) == $s.object_id
p w.weakref_alive?
p w.to_s, w.__getobj__.equal?($s)
