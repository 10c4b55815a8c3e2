# Dir.glob / Dir[] patterns and flags on a tree made here
def t(label)
  r = yield
  r = r.sort if r.is_a?(Array) && label.to_s !~ /order/
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
Dir.mkdir("g")
Dir.chdir("g")
%w(a.rb b.rb c.txt .hidden .h.rb ab abc).each { |n| File.open(n, "w") {} }
Dir.mkdir("sub"); Dir.mkdir("sub/deep"); Dir.mkdir(".dotdir")
%w(sub/x.rb sub/deep/y.rb sub/deep/z.txt .dotdir/q.rb sub/.s.rb).each { |n| File.open(n, "w") {} }
t(:star) { Dir["*"] }
t(:star_rb) { Dir.glob("*.rb") }
t(:dotmatch) { Dir.glob("*", File::FNM_DOTMATCH) }
t(:dotmatch_rb) { Dir.glob("*.rb", File::FNM_DOTMATCH) }
t(:dot_star) { Dir.glob(".*") }
t(:question) { Dir["?.rb"] }
t(:qq) { Dir["a?"] }
t(:bracket) { Dir["[ab].rb"] }
t(:bracket_neg) { Dir["[!a].rb"] }
t(:bracket_caret) { Dir["[^a].rb"] }
t(:bracket_range) { Dir["[a-b]*"] }
t(:braces) { Dir["{a,c}.*"] }
t(:braces_empty) { Dir["a{,b}"] }
t(:braces_nested) { Dir["{a{b,bc},c.txt}"] }
t(:braces_order) { Dir["{c,a,b}.*"] }
t(:dstar) { Dir["**/*.rb"] }
t(:dstar_dot) { Dir.glob("**/*.rb", File::FNM_DOTMATCH) }
t(:dstar_dir) { Dir["**/"] }
t(:dstar_alone) { Dir["**"] }
t(:sub_star) { Dir["sub/*"] }
t(:star_slash) { Dir["*/"] }
t(:star_star_slash_x) { Dir["*/*/*"] }
t(:trailing_slash_file) { Dir["a.rb/"] }
t(:absent) { Dir["nothing*"] }
t(:literal) { Dir["a.rb"] }
t(:literal_missing) { Dir["zz.rb"] }
t(:escape) { Dir["\\a.rb"] }
t(:noescape) { Dir.glob("\\a.rb", File::FNM_NOESCAPE) }
t(:casefold) { Dir.glob("A.RB", File::FNM_CASEFOLD) }
t(:nul_split) { Dir["a.rb\0c.txt"] }
t(:nul_split_glob) { Dir.glob("*.txt\0ab") }
t(:array_arg) { Dir[*["a.rb", "c.txt"]] }
t(:glob_array) { Dir.glob(["a.rb", "b.rb"]) rescue $!.class }
t(:glob_block_order) { a = []; r = Dir.glob("*.txt") { |f| a << f }; [r, a] }
t(:glob_nil) { Dir.glob(nil) }
t(:glob_int) { Dir.glob(1) }
t(:dot_slash) { Dir["./a*"] }
t(:abs_prefix) { Dir[Dir.pwd + "/a.*"].map { |f| File.basename(f) } }
t(:parent) { Dir["../g/c*"] }
t(:dir_dot) { Dir["sub/."] }
t(:dir_dotdot) { Dir["sub/.."] }
t(:double_slash) { Dir["sub//x.rb"] }
t(:star_in_middle) { Dir["s*b/x*"] }
t(:dstar_no_slash) { Dir["**.rb"] }
t(:dstar_prefix) { Dir["sub/**/*.txt"] }
t(:class_in_braces) { Dir["{[ab],c}.*"] }
