# ARGF once every file is read (or skipped): gets and readline leave $_
# alone, readlines/to_a answer nil, to_io the last (closed) file, and the
# positioning methods name what they could not do
require "helper"
File.open("argf_a.txt", "w") { |f| f.write "a1\na2\n" }
File.open("argf_b.txt", "w") { |f| f.write "b1" }
ARGV.replace(%w(argf_a.txt argf_b.txt))
show(:reads) { [gets, gets, gets, $_] }
show(:last_gets) { [gets, $_] }
show(:after_end) { $_ = "kept"; [gets, $_] }
show(:gets_sep) { $_ = 1; [gets("x"), ARGF.gets(nil), $_] }
show(:readline) { $_ = 5; [(readline rescue $!.class), $_] }
show(:readlines) { [ARGF.readlines, ARGF.to_a, readlines, ARGF.readlines("x")] }
show(:to_io) { [ARGF.to_io.class, ARGF.to_io.closed?, ARGF.to_io.path] }
%w(to_i fileno tell pos rewind).each { |m| show(m) { ARGF.send(m) } }
show(:seek) { ARGF.seek(0, 0) }
show(:seek_noarg) { ARGF.seek }
show(:pos=) { ARGF.pos = 1 }
ARGV.replace(%w(argf_a.txt))
show(:skip) { r = [gets]; ARGF.skip; $_ = "s"; r + [gets, $_, ARGF.readlines] }
ARGV.replace(%w(argf_b.txt))
show(:next_file) { [gets, ARGF.tell, ARGF.rewind, ARGF.pos, gets, ARGF.lineno, ARGF.readlines] }
show(:pos_set_arity) { [ARGF.method(:pos=).arity, (ARGF.send(:pos=, 1, 2) rescue $!.message)] }
