# fileutils: return values of every command; chmod_R over a dangling link
require "fileutils"
FileUtils.mkdir_p "src/d"; FileUtils.touch "src/d/g"; File.symlink "d", "src/ld"
include FileUtils
touch "x"; p remove_entry("x"); touch "y"; p remove_file("y"); mkdir "z"; p remove_dir("z"); mkdir "w"; p remove_entry("w"); mkdir "cr"; touch "cr/f"; p chmod_R(0700, "cr"); p rm_r("cr"); p rm_rf("nonexist"); p((rm("x") rescue $!)); touch "x"; p rm("x"); p mkdir("q2"), mkdir_p("q3"), rmdir("q2"), touch("t"), cp("t", "t2"), mv("t2", "t3"), ln("t", "t4"), ln_s("t", "t5"), chmod(0644, "t"), install("t", "t6"), cp_r("q3", "q4"), copy_entry("t", "t7"), copy_file("t", "t8"), cd("q3") {}, chown(nil, nil, "t"), chown_R(nil, nil, "q3"), ln_sf("t", "t5"), rm_f("t8"), rmtree("q4"), cd("."), install("t", "t6")
mkdir "cl"; ln_s "nowhere", "cl/dang"; p((chmod_R(0700, "cl") rescue $!)); p((chmod_R(0700, "cl", :force => true) rescue $!))
