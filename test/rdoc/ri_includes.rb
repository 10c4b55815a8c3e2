# ri on a class: the included modules sorted, those ri knows with their
# instance methods ("M1(a, b)", "M2()")
require 'rdoc/rdoc'
require 'rdoc/ri/ri_driver'

RDoc::RDoc.new.document(%w(--ri --op ri_t -q fixtures/rd_includes.rb fixtures/rd_basic.rb))
%w(X Y Foo::Bar).each { |name|
  $stdout.flush
  pid = fork {
    ARGV.replace(["-T", "-f", "plain", "-d", "ri_t", name])
    RiDriver.new.process_args
  }
  Process.wait(pid)
}
