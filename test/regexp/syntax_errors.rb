# sources the 1.8.7 engine refuses, with its messages
$stdout.sync = true
def t(src)
  r = Regexp.new(src)
  puts "#{src.inspect}: ok #{r.inspect}"
rescue RegexpError => e
  puts "#{src.inspect}: #{e.message}"
end
<<'END'.split.each { |src| t src }
* + ? *a a|* (*) ^* $+ \A? \b{2} \Z* \G* (?i)* (?#x)* |* { {1} a{3,2} a{ a{32767}
   a{0,32767} a{32766} a** a+* a?* a**? a*?* a??? a{2}* a{2}{3}
   \\ a\\ \x \xg [\x] \c a\c \C \C- \M \M- [\C] [\M] [\c] \M-\\
   [ [] [^] []a [^ [a [a- [\\ [a\\] [z-a] [\x41-\x40] [a-a]
   [[:alpha:] [[:alpha:]a [[:alpha [[:foo:]] [[:Alpha:]] [[:word:]] [[:^alpha:]]
   [[:alpha:]-z] [a-[:alpha:]] [\w-a] [a-\w] [\w-\d] [\d-z] [a-\d] [\w-] [-\w]
   (?<=a)b (?<!a)b (?<n>a) (?P<n>a) a++ a*+ a?+ a{2}+ (?i (?i- (?- (? (?z)a ( ) (() ()) a(?i)b
   (?i-m:a) (?imx)a (?-i)a (?x)a\ b (?>a) (?=a) (?!a) (?#c)a \h \p{Alpha} \k<n> \g<n>
END
t "(?x) { "
t "(?x:a #[\n)"
t "(?x:a #["
