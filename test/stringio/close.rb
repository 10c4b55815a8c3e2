# StringIO: close (cases recorded from 1.8.7)
require 'stringio'
require "helper"
show(:closed) { s=StringIO.new("a"); s.close; s.read }
show(:closed2) { s=StringIO.new("a"); s.close; s.close }
show(:closedw) { s=StringIO.new("a"); s.close; s.write "x" }
show(:closedpos) { s=StringIO.new("a"); s.close; [s.pos, s.string, s.eof?] }
show(:closeread) { s=StringIO.new("a"); s.close_read; [s.closed?, s.closed_read?, s.read] }
show(:closeread2) { s=StringIO.new("a", "r"); s.close_write }
show(:closeread3) { s=StringIO.new("a"); s.close_read; s.close_read }
show(:close_write_then_write) { s=StringIO.new("ab"); s.close_write; [s.closed?, s.closed_write?, (s.write("x") rescue $!), s.read] }
show(:closed_all) { s=StringIO.new("ab"); s.close_write; s.close_read; s.closed? }
show(:close_ret) { s=StringIO.new("ab"); [s.close_write, s.close_read] }
show(:close_ret2) { s=StringIO.new("ab"); s.close }
show(:size_closed) { s=StringIO.new("ab"); s.close; s.size }
show(:string_closed) { s=StringIO.new("ab"); s.close; [s.string, s.lineno, (s.pos rescue $!), (s.rewind rescue $!), (s.eof? rescue $!), (s.sync rescue $!)] }
show(:seek_closed) { s=StringIO.new("ab"); s.close; s.seek(0) }
