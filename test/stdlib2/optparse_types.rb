# optparse: argument types and partial matches, completion of names and choices
require 'optparse'
def t(argv, *spec)
  r = []
  o = OptionParser.new
  o.on(*spec) { |v| r << v }
  rest = o.parse(argv)
  p [argv, r, rest]
rescue OptionParser::ParseError => e
  p [argv, e.class, e.message, r]
end
t %w(--num 0x1f), "-n", "--num=NUM", OptionParser::DecimalInteger
t %w(--num=0x1f), "-n", "--num=NUM", OptionParser::DecimalInteger
t %w(-n 0x1f), "-n", "--num=NUM", OptionParser::DecimalInteger
t %w(-n0x1f), "-n", "--num=NUM", OptionParser::DecimalInteger
t %w(--delay 1.5x), "--delay N", Float
t %w(-t 08), "-t", "--time [TIME]", Integer
t %w(-t08), "-t", "--time [TIME]", Integer
t %w(--time 08), "-t", "--time [TIME]", Integer
t %w(--time=08), "-t", "--time [TIME]", Integer
t %w(--time=x), "-t", "--time [TIME]", Integer
t %w(--time x), "-t", "--time [TIME]", Integer
t %w(--time -x), "-t", "--time [TIME]", Integer
t %w(-t -x), "-t", "--time [TIME]", Integer
t %w(--opt x), "--opt[=X]"
t %w(--opt=x), "--opt[=X]"
t %w(--opt), "--opt[=X]"
t %w(-o x), "-o[X]"
t %w(-ox), "-o[X]"
t %w(-o x), "-o [X]"
t %w(-o -x), "-o [X]"
t %w(-oxyz), "-o VAL"
t %w(-abc), "-a"
t %w(--num 12), "--num NUM", Integer
t %w(--num 1_000), "--num NUM", Integer
t %w(--num -0b101), "--num NUM", Integer
t %w(--num 0o17), "--num NUM", Integer
t %w(--num 017), "--num NUM", Integer
t %w(--num 1e3), "--num NUM", Float
t %w(--num 1e3), "--num NUM", Numeric
t %w(--num 3/4), "--num NUM", Numeric
t %w(--num 0x1A), "--num NUM", Numeric
t %w(--num .5), "--num NUM", Float
t %w(--num 09), "--num NUM", OptionParser::OctalInteger
t %w(--num 0x10), "--num NUM", OptionParser::OctalInteger
t %w(--num 1.5), "--num NUM", OptionParser::DecimalNumeric
t %w(--b yes), "--b VAL", TrueClass
t %w(--b no), "--b VAL", TrueClass
t %w(--b nil), "--b VAL", FalseClass
t %w(--b -), "--b VAL", TrueClass
t %w(--b x), "--b VAL", TrueClass
t %w(--s abc), "--s VAL", String
t %w(--s abc), "--s VAL", Object
t %w(--s), "--s VAL", NilClass rescue p $!
t %w(--a 1,2,,3), "--a VAL", Array
t %w(--a ''), "--a VAL", Array
t %w(--r /a.b/mx), "--r VAL", Regexp
t %w(--r abc), "--r VAL", Regexp
t %w(--r /abc), "--r VAL", Regexp
t %w(--sym abc), "--sym VAL", Symbol rescue p $!
t %w(--ty b), "--ty TYPE", [:text, :binary, :bin]
t %w(--ty bi), "--ty TYPE", [:text, :binary, :bin]
t %w(--ty t), "--ty TYPE", %w(text tar)
t %w(--ty te), "--ty TYPE", %w(text tar)
t %w(--ty x), "--ty TYPE", {"x" => 1, "y" => [2, 3]}
t %w(--ty y), "--ty TYPE", {"x" => 1, "y" => [2, 3]}
t %w(--pat abc), "--pat VAL", /\Aa(b)(c)/
t %w(--pat xbc), "--pat VAL", /\Aa(b)(c)/
t %w(--no-foo), "--[no-]foo"
t %w(--nofoo), "--[no-]foo"
t %w(--no-f), "--[no-]foo"
t %w(--fo), "--[no-]foo"
t %w(--foo=1), "--[no-]foo"
t %w(-f), "--foo", "-f"
t %w(-F), "--foo", "-f"
t %w(--FOO), "--foo"
t %w(-), "-a"
t %w(--), "-a"
t %w(a -a b), "-a"
