# yaml/yamlnode.rb - YAML::YamlNode, the generic node of the old loader.

require 'yaml/basenode'
require 'yaml/ypath'

module YAML
  class YamlNode
    include YAML::BaseNode
    attr_accessor :kind, :type_id, :value, :anchor

    def initialize(t, v)
      @type_id = t
      @anchor = nil
      if Hash === v
        @kind = 'map'
        @value = {}
        v.each { |key, val| @value[key.transform] = [key, val] }
      elsif Array === v
        @kind = 'seq'
        @value = v
      elsif String === v
        @kind = 'scalar'
        @value = v
      end
    end

    # The Ruby value of the tree.
    def transform
      t = nil
      if @value.is_a?(Hash)
        t = {}
        @value.each { |k, v| t[k] = v[1].transform }
      elsif @value.is_a?(Array)
        t = []
        @value.each { |v| t.push v.transform }
      else
        t = @value
      end
      YAML.transfer(@type_id, t)
    end

    def children_with_keys
      case @value
      when Hash then @value.map { |k, pair| [k.to_s, pair[1]] }
      when Array
        i = -1
        @value.map { |v| [(i += 1).to_s, v] }
      else []
      end
    end
  end
end
