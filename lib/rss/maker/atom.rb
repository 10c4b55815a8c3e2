require "rss/atom"
require "rss/maker/base"

module RSS
  module Maker
    # what the Atom feed and entry makers share
    class Atom < RSSBase
      # an Atom person from a name string or the authors list
      def self.person(klass, name)
        person = klass.new
        n = ::RSS::Atom::PersonConstruct::Name.new
        n.content = name
        person.name = n
        person
      end

      def self.content(klass, value, attrs = {})
        el = klass.new
        el.content = value
        attrs.each { |k, v| el.__send__("#{k}=", v) unless v.nil? }
        el
      end
    end

  end
end
