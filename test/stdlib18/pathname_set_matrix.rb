# Pathname, Set/SortedSet, Matrix/Vector, Rational, IPAddr, OpenStruct as
# 1.8.7
require 'pathname'
require 'set'
require 'matrix'
require 'rational'
require 'ipaddr'
require 'getoptlong'
require 'ostruct'
require "helper"
eval_lines
__END__
Pathname.new("/a/b/../c/./d").cleanpath
Pathname.new("a/b/../../..").cleanpath
Pathname.new("/a/b/../c").cleanpath(true)
Pathname.new("/a/b").relative_path_from(Pathname.new("/a/c/d"))
Pathname.new("a").relative_path_from(Pathname.new("/a")) rescue [$!.class, $!.message]
Pathname.new("/a/b/c.rb").basename(".rb")
Pathname.new("/a/b/c.rb").extname
Pathname.new("/a/b/c.rb").dirname
Pathname.new("/a/b/c.rb").split
Pathname.new("/a") + "b"
Pathname.new("/a") + "/b"
Pathname.new("a") + ".."
Pathname.new("a/b") + "../../.."
Pathname.new("/") + ".."
Pathname.new("a//b/").to_s
Pathname.new("/a/b").each_filename.to_a rescue (x = []; Pathname.new("/a/b").each_filename { |f| x << f }; x)
x = []; Pathname.new("/a/b/c").descend { |p| x << p.to_s }; x
x = []; Pathname.new("a/b/c").ascend { |p| x << p.to_s }; x
Pathname.new("/a").absolute?
Pathname.new("a").relative?
Pathname.new("/").root?
Pathname.new("/a/..").parent rescue $!
Pathname.new("a").parent
Pathname.new(".").parent
Pathname.new("..").parent
Pathname.new("a\0b") rescue [$!.class, $!.message]
Pathname.new("/a") <=> Pathname.new("/b")
Pathname.new("/a") == Pathname.new("/a/")
Pathname.new("a").sub("a", "b")
Pathname.new("a.rb").sub_ext(".c") rescue $!.class
Pathname("x").class
Pathname.new("/a/b").join("c", "../d")
Pathname.new("/a").children rescue $!.class
Pathname.new("/a").mountpoint? rescue $!.class
Pathname.new("/a/b").hash == Pathname.new("/a/b").hash
Pathname.new("a").frozen?
Pathname.new("x").taint.tainted?
Pathname.new("x").to_str rescue $!.class
Set[1,2,3] | Set[3,4]
Set[1,2,3] & [2,3,5]
Set[1,2,3] - [1]
Set[1,2,3] ^ Set[3,4]
Set[1,2].subset?(Set[1,2,3])
Set[1,2,3].superset?(Set[1])
Set[1,2].proper_subset?(Set[1,2])
Set[1,2,3].classify { |x| x % 2 }
Set[1,2,4,5,7].divide { |a, b| (a - b).abs == 1 }
Set[1,2,3].inspect
Set[[1, 2]].flatten rescue $!
Set[Set[1], Set[2, Set[3]]].flatten
s = Set[1]; s << s rescue $!; s.flatten rescue [$!.class, $!.message]
Set.new([1,2]) { |x| x * 10 }
Set[1,2] == Set[2,1]
Set[1,2].hash == Set[2,1].hash
Set[1,2].eql?(Set[2,1])
Set[3,1,2].to_a.sort
SortedSet[3,1,2].to_a
SortedSet[3,1,2].first
Set[1,2].map! { |x| x * 2 }
Set[1,2,3].reject! { |x| x > 5 }
Set[1,2,3].delete_if { |x| x > 1 }
Set[1,2].add?(2)
Set[1,2].delete?(3)
Set.new(1) rescue [$!.class, $!.message]
[1,2,2].to_set.size
Set[1,2].to_set.class
Matrix[[1,2],[3,4]].det
Matrix[[1,2],[3,4]].inv
Matrix[[1,2],[3,4]] * Matrix[[5],[6]]
Matrix[[1,2],[3,4]] * Vector[1,1]
Matrix[[1,2],[3,4]] ** 2
Matrix[[1,2],[3,4]].transpose
Matrix[[1,2],[3,4]].rank
Matrix[[1,2],[3,4]].trace
Matrix[[1,2],[3,4]].minor(0,1,0,1)
Matrix.identity(2)
Matrix.zero(2)
Matrix.scalar(2, 5)
Matrix.diagonal(1, 2)
Matrix.row_vector([1,2])
Matrix.column_vector([1,2])
Matrix[[1,2],[3,4]].row(0)
Matrix[[1,2],[3,4]].column(1)
Matrix[[1,2],[3,4]].to_a
Matrix[[1,2],[3,4]].to_s
Matrix[[1,2],[3,4]].inspect
Matrix[[1,2],[3,4]] + Matrix[[1,1],[1,1]]
Matrix[[1,2]] + Matrix[[1],[2]] rescue [$!.class, $!.message]
Matrix[[1,2],[2,4]].inv rescue [$!.class, $!.message]
Matrix[[1,2],[3,4]].regular?
Matrix[[1,2],[3,4]].square?
Matrix[[1.5,2],[3,4]].det
Matrix[[1,2],[3,4]] / 2
Matrix[[1,2],[3,4]].collect { |x| x * 2 }
Matrix[[1,2],[3,4]][1,0]
Matrix[[1,2],[3,4]].row_size
Vector[1,2].inner_product(Vector[3,4])
Vector[1,2] + Vector[3,4]
Vector[1,2] * 2
Vector[3,4].r
Vector[1,2].to_a
Vector[1,2].inspect
Vector[1,2].covector
Vector[1,2] == Vector[1,2]
Rational(3, 6)
Rational(1, 3) + Rational(1, 6)
Rational(1, 3) * 3
Rational(1, 2) ** 2
Rational(1, 2) ** -2
Rational(7, 2).floor
Rational(-7, 2).round
Rational(7, 2).truncate
Rational(1, 3).to_f
Rational(1, 3).to_s
Rational(1, 0) rescue [$!.class, $!.message]
Rational(1, 2) <=> 0.5
Rational(1, 2) == 0.5
Rational(3, 1).inspect
1.quo(3)
3.gcd(6)
4.lcm(6)
4.gcdlcm(6)
Rational(5, 3).divmod(Rational(1, 2))
Rational(5, 3) % Rational(1, 2)
Rational(1,2).hash == Rational(2,4).hash
Integer === Rational(2, 1)
IPAddr.new("192.168.1.0/24").include?(IPAddr.new("192.168.1.5"))
IPAddr.new("192.168.1.5/24").to_s
IPAddr.new("192.168.1.5").mask(16).to_s
IPAddr.new("::1").ipv6?
IPAddr.new("::ffff:1.2.3.4").ipv4_mapped?
IPAddr.new("1.2.3.4").ipv4_mapped.to_s
IPAddr.new("1.2.3.4").reverse
IPAddr.new("3ffe:505:2::1").to_string
IPAddr.new("3ffe:505:2::1").reverse
IPAddr.new("1.2.3.4").to_i
IPAddr.new("1.2.3.4") | 0xff
IPAddr.new("1.2.3.4").succ rescue $!.class
IPAddr.new("1.2.3.256") rescue [$!.class, $!.message]
IPAddr.new("1.2.3.4").inspect
IPAddr.new("1.2.3.4") == "1.2.3.4"
IPAddr.new("1.2.3.4").hton
IPAddr.ntop("\x01\x02\x03\x04")
IPAddr.new("10.0.0.0/8").to_range.first.to_s rescue $!.class
OpenStruct.new(:a => 1).a
o = OpenStruct.new; o.b = 2; [o.b, o.respond_to?(:b), o.inspect, o.to_s]
o = OpenStruct.new(:a => 1); o.delete_field(:a); o.a
OpenStruct.new(:a => 1) == OpenStruct.new(:a => 1)
OpenStruct.new(:a => 1).marshal_dump
o = OpenStruct.new; o.send(:[], :x) rescue $!.class
o = OpenStruct.new; o.x(1) rescue [$!.class, $!.message]
