require "rss/atom"
require "rss/maker/base"

module RSS
  module Maker
    # the Atom makers: Atom::Feed and Atom::Entry
    module Atom
      # what the Atom feed and entry makers share: each helper fills the
      # element classes of one container (Feed, Feed::Entry, Entry)
      module Helpers
        private

        def atom_person(klass, p)
          person = klass.new
          person.name = atom_text(::RSS::Atom::PersonConstruct::Name, p.name)
          person.uri = atom_text(::RSS::Atom::PersonConstruct::Uri, p.uri) if p.uri
          person.email = atom_text(::RSS::Atom::PersonConstruct::Email, p.email) if p.email
          person
        end

        def atom_text(klass, value, attrs = {})
          el = klass.new
          el.content = value unless value.nil?
          attrs.each { |k, v| el.__send__("#{k}=", v) unless v.nil? }
          el
        end

        # a text construct from a TextBase (type, xhtml) of the maker
        def atom_construct(klass, src)
          el = klass.new
          el.type = src.type if src.type
          if src.type == "xhtml" and src.xhtml
            div = xhtml_div(src.xhtml)
            el.respond_to?(:xml=) ? el.xml = div : el.xhtml = div
          else
            el.content = src.content
          end
          el
        end

        def xhtml_div(x)
          return x if x.kind_of?(XML::Element)
          XML::Element.new("div", nil, ::RSS::Atom::XHTML_URI, {"xmlns" => ::RSS::Atom::XHTML_URI}, [x])
        end

        # a person without a name is refused (NotSetError "LABEL.author")
        def atom_people(owner, list, klass, into, label)
          list.each do |p|
            raise NotSetError.new("#{label}.#{klass.to_s.downcase}", %w{name}) if p.name.nil?
            into << atom_person(owner.const_get(klass), p)
          end
        end

        def atom_categories(owner, list, into, label)
          list.each do |c|
            raise NotSetError.new("#{label}.category", %w{term}) if c.term.nil?
            into << atom_text(owner::Category, nil, :term => c.term, :scheme => c.scheme, :label => c.label)
          end
        end

        def atom_links(owner, list, into, label)
          list.each do |l|
            raise NotSetError.new("#{label}.link", %w{href}) if l.href.nil?
            into << atom_text(owner::Link, nil, :href => l.href, :rel => l.rel, :type => l.type,
                              :hreflang => l.hreflang, :title => l.title, :length => l.length)
          end
        end

        # authors, contributors, categories, links, rights, title of a
        # feed or an entry (owner is its element class)
        def atom_common(src, dest, owner, title_src, label)
          atom_people(owner, src.authors, :Author, dest.authors, label)
          atom_people(owner, src.contributors, :Contributor, dest.contributors, label)
          atom_categories(owner, src.categories, dest.categories, label)
          atom_links(owner, src.links, dest.links, label)
          dest.rights = atom_construct(owner::Rights, src.rights_element) if src.rights
          dest.title = atom_construct(owner::Title, title_src) if title_src.content or title_src.xhtml
        end

        # the parts only entries have: content, published, summary, source
        def atom_entry_parts(i, entry, owner)
          c = i.content
          # (an inline content leaves src out; an out-of-line one needs its
          # type, as 1.8.7)
          if c.content or c.xhtml
            entry.content = atom_construct(owner::Content, c)
          elsif c.src
            raise NotSetError.new("maker.item.content", %w{type}) if c.type.nil?
            el = atom_construct(owner::Content, c)
            el.src = c.src
            entry.content = el
          end
          entry.published = atom_text(owner::Published, i.published) if i.published
          entry.summary = atom_construct(owner::Summary, i.description_element) if i.description
          if i.source.url and owner.const_defined?(:Source)
            src = owner::Source.new
            src.links << atom_text(owner::Source::Link, nil, :href => i.source.url)
            entry.source = src
          end
        end
      end
    end
  end
end
