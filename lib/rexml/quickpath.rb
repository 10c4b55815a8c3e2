require 'rexml/functions'
require 'rexml/xmltokens'

module REXML
  # A simpler path matcher kept for compatibility; it answers through XPath.
  class QuickPath
    include Functions
    include XMLTokens

    EMPTY_HASH = {}

    def QuickPath::first(element, path, namespaces = EMPTY_HASH)
      match(element, path, namespaces)[0]
    end

    def QuickPath::each(element, path, namespaces = EMPTY_HASH, &block)
      path = "*" unless path
      match(element, path, namespaces).each(&block)
    end

    def QuickPath::match(element, path, namespaces = EMPTY_HASH)
      raise "nil is not a valid xpath" unless path
      XPath.match(element, path, namespaces.empty? ? nil : namespaces)
    end
  end
end
