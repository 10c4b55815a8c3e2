# Under -w, the first Singleton.instance warns nothing (no "instance
# variable not initialized"), for the class and a subclass.
require 'singleton'
class S; include Singleton; end
p S.instance.equal?(S.instance)
p S.instance_variables
class T < S; end
p T.instance.class, T.instance_variables
threads = (1..3).map { Thread.new { S.instance } }
p threads.map { |t| t.value }.uniq.size
