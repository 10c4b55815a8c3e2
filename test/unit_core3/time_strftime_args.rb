require 'helper'
t = Time.utc(2000, 1, 2, 3, 4, 5, 678901)
%w(a A b B c C d D e F g G h H I j k l L m M n N p P r R s S t T u U v V w W x X y Y z Z %).each do |c|
  show("%#{c}") { t.strftime("%#{c}") }
  show("%-#{c}") { t.strftime("%-#{c}") }
  show("%_#{c}") { t.strftime("%_#{c}") }
  show("%0#{c}") { t.strftime("%0#{c}") }
  show("%^#{c}") { t.strftime("%^#{c}") }
  show("%10#{c}") { t.strftime("%10#{c}") }
  show("%##{c}") { t.strftime("%##{c}") }
  show("%E#{c}") { t.strftime("%E#{c}") }
  show("%O#{c}") { t.strftime("%O#{c}") }
end
show("empty") { t.strftime("") }
show("lone %") { t.strftime("%") }
show("nul") { t.strftime("a\0b") }
show("long") { t.strftime("%Y" * 300).size }
show(:strf_nil) { t.strftime(nil) }
show(:strf_int) { t.strftime(1) }
show(:at) { Time.at(0).utc }
show(:at2) { Time.at(0, 500).utc.usec }
show(:atf) { Time.at(1.5).utc.usec }
show(:atneg) { Time.at(-1).utc }
show(:atnegf) { Time.at(-1.5).utc.usec }
show(:atstr) { Time.at("1") }
show(:atnil) { Time.at(nil) }
show(:attime) { Time.at(t).usec }
show(:atbig) { Time.at(2**70) }
show(:at3) { Time.at(1, 2, 3) }
show(:at_usec_f) { Time.at(1, 1.9).usec }
show(:mk) { Time.mktime(2000) }
show(:mk2) { Time.mktime(2000, "jan", 1) }
show(:mk3) { Time.mktime(2000, "Feb", 30) }
show(:mk4) { Time.mktime(2000, 13) }
show(:mk5) { Time.mktime(2000, 12, 32) }
show(:mk6) { Time.mktime(2000, 12, 31, 24) }
show(:mk7) { Time.mktime(2000, 12, 31, 23, 60) }
show(:mk8) { Time.mktime(2000, 12, 31, 23, 59, 60) }
show(:mk9) { Time.mktime(2000, 12, 31, 23, 59, 61) }
show(:mk10) { Time.mktime(1, 2, 3, 4, 5, 2000, nil, nil, false, nil) }
show(:mk11) { Time.mktime("2000", "12", "1", "1", "2", "3") }
show(:mk12) { Time.mktime(2000.5, 1.5, 1.9) }
show(:mk13) { Time.mktime(nil) }
show(:mk14) { Time.mktime(2000, nil, nil, nil, nil, nil, nil) }
show(:mk15) { Time.mktime(2000, 1, 1, 0, 0, 0.5).usec }
show(:mk16) { Time.mktime(2000, 1, 1, 0, 0, "1.5").usec }
show(:mk17) { Time.mktime(2000, 1, 1, 0, 0, 0, 5).usec }
show(:mk18) { Time.mktime(2000, 1, 1, 0, 0, 0, "5").usec }
show(:mk19) { Time.mktime(2000, 1, 1, 0, 0, 0, 1.5).usec }
show(:mk20) { Time.mktime(0) }
show(:mk21) { Time.mktime(-1) }
show(:mk22) { Time.mktime(69) }
show(:mk23) { Time.mktime(70) }
show(:mk24) { Time.mktime(138) }
show(:mk25) { Time.mktime(139) }
show(:mk26) { Time.mktime(1969, 12, 31, 23, 59, 59) }
show(:mk27) { Time.mktime(10000) }
show(:mk28) { Time.mktime(2000, -1) }
show(:mk29) { Time.mktime(2000, 1, 0) }
show(:mk30) { Time.mktime(2000, 1, -1) }
show(:mk31) { Time.mktime(2000, 1, 1, -1) }
show(:mk32) { Time.mktime() }
show(:mk33) { Time.mktime(1,2,3,4,5,6,7,8,9,10,11) }
show(:mk34) { Time.mktime(2000, "abc") }
show(:mk35) { Time.mktime(2000, "13") }
show(:mk36) { Time.mktime(2000, "4", 31) }
show(:gm) { Time.gm(2000, 2, 29, 23, 59, 59) }
show(:gm2) { Time.gm(2001, 2, 29) }
show(:gm3) { Time.utc(2038, 1, 19, 3, 14, 8) }
show(:gm4) { Time.utc(1901, 12, 13, 20, 45, 52) }
show(:gm5) { Time.utc(1900) }
show(:gm6) { Time.utc(3000).to_i }
show(:local) { Time.local(2000, 1, 1).to_a }
show(:utc_to_a) { t.to_a }
show(:plus) { (t + 1).usec }
show(:plusf) { (t + 0.5).usec }
show(:plusneg) { (t + -1.7) }
show(:plust) { t + t }
show(:plusnil) { t + nil }
show(:plusstr) { t + "1" }
show(:minus) { t - Time.utc(2000) }
show(:minusf) { t - 1.5 }
show(:minusstr) { t - "1" }
show(:minusnil) { t - nil }
show(:cmp) { t <=> Time.utc(2000) }
show(:cmpn) { t <=> 1 }
show(:cmpnil) { t <=> nil }
show(:eq) { t == Time.utc(2000, 1, 2, 3, 4, 5, 678901) }
show(:eql) { t.eql?(Time.utc(2000, 1, 2, 3, 4, 5, 678901)) }
show(:eql2) { t.eql?(1) }
show(:hash) { t.hash == Time.utc(2000, 1, 2, 3, 4, 5, 678901).hash }
show(:lt) { t < 1 }
show(:succ) { t.succ }
show(:inspect) { t.inspect }
show(:to_s) { t.to_s }
show(:to_f) { t.to_f }
show(:to_i) { t.to_i }
show(:localtime) { t.dup.localtime.to_s }
show(:gmtime) { t.dup.gmtime.to_s }
show(:getlocal) { t.getlocal.to_s }
show(:getgm) { t.getgm.utc? }
show(:zone) { t.zone }
show(:gmtoff) { t.gmt_offset }
show(:isdst) { t.isdst }
show(:yday) { t.yday }
show(:wday) { t.wday }
show(:dup) { t.dup == t }
m = Marshal.dump(t)
show(:marshal) { Marshal.load(m) == t }
show(:marshal_usec) { Marshal.load(m).usec }
show(:marshal_utc) { Marshal.load(m).utc? }
show(:marshal_bytes) { m.size }
show(:old) { Marshal.load(Marshal.dump(Time.utc(1800))) }
show(:future) { Marshal.load(Marshal.dump(Time.utc(2100))) }
class MyTime < Time; end
show(:sub) { MyTime.utc(2000).class }
show(:sub_plus) { (MyTime.utc(2000) + 1).class }
show(:sub_m) { Marshal.load(Marshal.dump(MyTime.utc(2000))).class }
t2 = Time.utc(2000); t2.instance_variable_set(:@a, 1)
show(:ivar_m) { Marshal.load(Marshal.dump(t2)).instance_variable_get(:@a) }
show(:frozen_localtime) { Time.utc(2000).freeze.localtime }
show(:frozen_gmtime) { Time.utc(2000).freeze.gmtime }
show(:now_cls) { Time.now.class }
show(:new_args) { Time.new(1) }
show(:times) { Time.times.class }
show(:_load) { Time._load("x") }
show(:_load2) { Time._load("12345678") }
show(:day_names) { (0..6).map { |i| Time.utc(2000, 1, 2+i).strftime("%a%A%u%w%U%W%V%G") } }
show(:week) { [Time.utc(2004,1,1), Time.utc(2005,1,1), Time.utc(2005,12,31), Time.utc(2008,12,29)].map{|x| x.strftime("%U %W %V %G %g")} }
show(:strf_h12) { [0, 11, 12, 13, 23].map { |h| Time.utc(2000,1,1,h).strftime("%I %l %p %P") } }
