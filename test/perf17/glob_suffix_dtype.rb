# Dir.glob "**" (directories known from readdir's type: symlinked ones are
# not descended) and "*"+suffix segments (a fast path), dotfiles, braces,
# escapes, trailing slash, FNM flags; File.fnmatch on the same shapes
def t(label)
  r = yield
  r = r.sort if r.is_a?(Array)
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
Dir.mkdir("g"); Dir.chdir("g")
%w(d d/e d/e/f .hid .hid/in d/.dotdir).each { |n| Dir.mkdir(n) }
%w(a.h b.c .h h x.h.c A.H d/a.h d/.x.h d/e/b.h d/e/f/c.h .hid/z.h .hid/in/y.h
   d/.dotdir/w.h a*.h q?.h br[.h sl\\.h).each { |n| File.open(n, "w") {} }
File.symlink("d", "link"); File.symlink("d/e", "d/elink"); File.symlink("nowhere", "dangling.h")
t(:star_h) { Dir["*.h"] }
t(:dstar_h) { Dir["**/*.h"] }
t(:dstar_h_dot) { Dir.glob("**/*.h", File::FNM_DOTMATCH) }
t(:dstar_dirs) { Dir["**/"] }
t(:dstar_dirs_dot) { Dir.glob("**/", File::FNM_DOTMATCH) }
t(:dstar_all) { Dir["**/*"] }
t(:link_inside) { Dir["link/**/*.h"] }
t(:brace) { Dir["{d,.hid}/**/*.{h,c}"] }
t(:casefold) { Dir.glob("*.h", File::FNM_CASEFOLD) }
t(:noescape) { Dir.glob("sl\\*", File::FNM_NOESCAPE) }
t(:escaped_star) { Dir["a\\*.h"] }
t(:escaped_q) { Dir["*\\?.h"] }
t(:bracket_lit) { Dir["*[[].h"] }
t(:star_only) { Dir["*"] }
t(:star_dot) { Dir["*."] }
t(:suffix_slash) { Dir["*/"] }
t(:dstar_suffix_mid) { Dir["**/e/*.h"] }
t(:dstar_twice) { Dir["**/**/*.h"] }
%w(*.h *h * *.H .*.h *.h.c).each do |pat|
  %w(a.h .h h a/b.h .x.h A.H a.h.c).each do |s|
    [0, File::FNM_PATHNAME, File::FNM_DOTMATCH, File::FNM_CASEFOLD, File::FNM_NOESCAPE].each do |f|
      t("fnmatch #{pat} #{s} #{f}") { File.fnmatch(pat, s, f) }
    end
  end
end
