# Each thread has its own $~ and $_ in its block (and the blocks within),
# starting nil; the creator's stay as they were (1.8.7).
"abc" =~ /b/
$_ = "main line"
p Thread.new { r = $~; "xyz" =~ /y/; [r, $~[0], $_] }.value, $~[0], $_
t = Thread.new { "q1" =~ /1/; [1].each { "k9" =~ /9/ }; $~[0] }
p t.value, $~[0]
def m; "zz" =~ /z/; $~[0]; end
p Thread.new { x = m; [x, $~] }.value
th = Thread.new { "aa" =~ /a/; Thread.stop; $~.pre_match }
Thread.pass until th.stop?
"bb" =~ /b/
th.run
p th.value, $~[0]
