# every method on StringScanner.allocate (initialize never ran)
require 'strscan'
ms = StringScanner.public_instance_methods(false).sort
ms.each { |m| a = StringScanner.allocate; ar = StringScanner.instance_method(m).arity; args = ar > 0 ? [1] * ar : []; r = begin; a.send(m, *args); rescue Exception => e; "#{e.class}: #{e.message}"; end; r = r.class if r.is_a?(StringScanner); puts "#{m}: #{r.inspect}" }
ms.each { |m| a = StringScanner.allocate; ar = StringScanner.instance_method(m).arity; next if ar <= 0; args = [/a/] * ar; r = begin; a.send(m, *args); rescue Exception => e; "#{e.class}: #{e.message}"; end; puts "#{m}(/a/): #{r.inspect}" }
