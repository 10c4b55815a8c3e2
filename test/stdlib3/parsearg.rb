# parsearg: parseArgs with getopts options, a required-option expression,
# $USAGE and the exits of printUsageAndExit (each case in a child process)
require "parsearg"

def try(argv, argc, nopt, single, *opts)
  pid = fork {
    ARGV.replace(argv)
    $USAGE = 'puts "usage called"'
    r = parseArgs(argc, nopt, single, *opts)
    p [r, ARGV, $OPT_a, $OPT_b, $OPT_c, $OPT_long]
    exit!(0)
  }
  Process.wait(pid)
  $stdout.flush
  puts "status #{$?.exitstatus}"
end

try(%w(-a x), 1, nil, "ab")
try(%w(-a -b x y), 2, "a&b", "ab")
try(%w(-b x), 1, "a|b", "ab")
try(%w(-b x), 1, "a&b", "ab")
try(%w(x), 1, "(a|b)&c", "abc")
try(%w(-a -c x), 1, "(a|b)&c", "abc")
try(%w(-a), 1, nil, "a")
try(%w(-z x), 0, nil, "a")
try(%w(--long=3 x), 1, "long", "a", "long:")
p [setExpression(nil, "a", nil), setExpression("", "a", ?|), setExpression("", "", ?(), setExpression("", "a", ?x)]
p [setParenthesis("x", "", ")"), setOrAnd("x", "", "&")]
