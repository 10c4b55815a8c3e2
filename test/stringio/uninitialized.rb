# every method on StringIO.allocate (initialize never ran)
require 'stringio'
require "helper"
ms = StringIO.public_instance_methods(false).sort
ms.each { |m| a = StringIO.allocate; ar = StringIO.instance_method(m).arity; args = ar > 0 ? [1] * ar : []; r = begin; a.send(m, *args); rescue Exception => e; "#{e.class}: #{e.message}"; end; r = r.class if r.is_a?(StringIO) || r.is_a?(Enumerable::Enumerator); puts "#{m}: #{r.inspect}" }
