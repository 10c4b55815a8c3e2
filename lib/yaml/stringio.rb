# yaml/stringio.rb - YAML reads and writes strings through StringIO.

require 'stringio'
