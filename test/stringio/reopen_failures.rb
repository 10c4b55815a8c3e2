# a reopen that fails part way, and what initialize_copy accepts
require 'stringio'
require 'strscan'
require "helper"
show(:failed_reopen) { s = StringIO.new("a"); s.read; (s.reopen("x".freeze, "w") rescue puts $!.message); [s.closed_read?, s.closed_write?, s.string, s.pos, (s.read rescue $!)] }
show(:failed_reopen_mode) { s = StringIO.new("a"); s.read; (s.reopen("x", "q") rescue puts $!.message); [s.closed_read?, s.closed_write?, s.string, s.pos] }
show(:failed_reopen_str) { s = StringIO.new("a", "r"); s.read; (s.reopen(3, "w") rescue puts $!.message); [s.closed_read?, s.closed_write?, s.string, s.pos] }
show(:copy_data) { StringIO.new.send(:initialize_copy, StringScanner.new("a")) }
show(:reopen_data) { StringIO.new.reopen(StringScanner.new("a")) }
show(:to_strio) { o = Object.new; def o.to_strio; StringIO.new("via"); end; StringIO.new.reopen(o).read }
show(:init_twice) { s = StringIO.new("a"); d = s.dup; s.send(:initialize, "bb"); [d.string, d.pos] }
