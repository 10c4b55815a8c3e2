# glob edge patterns: braces with slashes, unmatched braces, escapes, brackets, dots
def t(label)
  r = yield
  r = r.sort if r.is_a?(Array)
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
Dir.mkdir("e"); Dir.chdir("e")
%w(a.c b.c ab.c {x} [y] a*b q?r .dot sp\ ace).each { |n| File.open(n, "w") {} }
Dir.mkdir("s"); Dir.mkdir("s/t"); File.open("s/t/u.c", "w") {}; File.open("s/v.c", "w") {}
t(:brace_slash) { Dir["{s/t,s}/*.c"] }
t(:brace_dstar) { Dir["{**/,}u.c"] }
t(:unmatched_open) { Dir["{a,b.c"] }
t(:unmatched_close) { Dir["a,b}.c"] }
t(:empty_braces) { Dir["{}a.c"] }
t(:brace_single) { Dir["{a}.c"] }
t(:literal_braces_file) { Dir["\\{x\\}"] }
t(:literal_brackets_file) { Dir["\\[y\\]"] }
t(:bracket_literal_match) { Dir["[[]y]"] }
t(:star_escaped) { Dir["a\\*b"] }
t(:q_escaped) { Dir["q\\?r"] }
t(:bracket_range_bad) { Dir["[c-a].c"] }
t(:bracket_unclosed) { Dir["[ab.c"] }
t(:bracket_neg_dot) { Dir["[!a]*"] }
t(:dot_explicit) { Dir[".d*"] }
t(:dot_bracket) { Dir["[.]d*"] }
t(:dot_q) { Dir["?dot"] }
t(:space) { Dir["sp ace"] }
t(:space_glob) { Dir["sp*"] }
t(:trailing_star_slash) { Dir["s*/"] }
t(:double_star_only_dirs) { Dir["**/t"] }
t(:dstar_dot_prefix) { Dir["./**/u.c"] }
t(:dstar_nodot_hidden) { Dir.mkdir(".h"); File.open(".h/z.c", "w") {}; Dir["**/*.c"] }
t(:dstar_dotmatch_hidden) { Dir.glob("**/z.c", File::FNM_DOTMATCH) }
t(:nul_only) { Dir["\0"] }
t(:nul_trailing) { Dir["a.c\0"] }
t(:empty) { Dir[""] }
t(:slash_only) { Dir["/"] }
t(:abs_dstar_limit) { Dir["/etc/host*"].include?("/etc/hostname") }
