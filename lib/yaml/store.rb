# yaml/store.rb - YAML::Store: a PStore whose file is a YAML document.

require 'yaml'
require 'pstore'
require 'digest/md5'

class YAML::Store < PStore
  # new(file) or new(file, opts): opts are to_yaml options.
  def initialize(*o)
    @opt = YAML::DEFAULTS.dup
    if String === o.first
      super(o.shift)
    end
    if o.last.is_a?(Hash)
      @opt.update(o.pop)
    end
  end

  def dump(table)
    @table.to_yaml(@opt)
  end

  def load(content)
    YAML.load(content)
  end

  # (what PStore of later Rubies asks a store subclass: the empty table
  # as this store writes it and its MD5)
  EMPTY_MARSHAL_DATA = {}.to_yaml
  EMPTY_MARSHAL_CHECKSUM = Digest::MD5.digest(EMPTY_MARSHAL_DATA)

  def marshal_dump_supports_canonical_option?
    false
  end

  def empty_marshal_data
    EMPTY_MARSHAL_DATA
  end

  def empty_marshal_checksum
    EMPTY_MARSHAL_CHECKSUM
  end
end
