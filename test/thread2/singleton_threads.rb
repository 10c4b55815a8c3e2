# Singleton.instance made by one thread while the others wait, with
# Thread.critical off in initialize (which may switch threads: Thread.pass
# switches even in a critical section)
require 'singleton'
class S
  include Singleton
  def initialize
    $log << Thread.critical
    Thread.pass
    $log << :init
  end
end
$log = []
t = Thread.new { S.instance; $log << :t }
$log << :m
S.instance
$log << :m2
t.join
p $log
p S.instance_variables
class Slow
  include Singleton
  @@count = 0
  def initialize; @@count += 1; Thread.pass; end
  def self.count; @@count; end
end
ths = (1..5).map { Thread.new { Slow.instance } }
p ths.map { |x| x.value }.uniq.size, Slow.count
