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
            el.xhtml = xhtml_div(src.xhtml)
          else
            el.content = src.content
          end
          el
        end

        def xhtml_div(x)
          return x if x.kind_of?(XML::Element)
          XML::Element.new("div", nil, ::RSS::Atom::XHTML_URI, {"xmlns" => ::RSS::Atom::XHTML_URI}, [x])
        end

        def atom_people(owner, list, klass, into)
          list.each { |p| into << atom_person(owner.const_get(klass), p) unless p.name.nil? }
        end

        # authors, contributors, categories, links, rights, title of a
        # feed or an entry (owner is its element class)
        def atom_common(src, dest, owner, title_src, label)
          atom_people(owner, src.authors, :Author, dest.authors)
          atom_people(owner, src.contributors, :Contributor, dest.contributors)
          src.categories.each do |c|
            raise NotSetError.new("#{label}.category", %w{term}) if c.term.nil?
            dest.categories << atom_text(owner::Category, nil, :term => c.term, :scheme => c.scheme, :label => c.label)
          end
          src.links.each do |l|
            next if l.href.nil?
            dest.links << atom_text(owner::Link, nil, :href => l.href, :rel => l.rel, :type => l.type,
                                    :hreflang => l.hreflang, :title => l.title, :length => l.length)
          end
          dest.rights = atom_construct(owner::Rights, src.rights_element) if src.rights
          dest.title = atom_construct(owner::Title, title_src) if title_src.content or title_src.xhtml
        end

        # the parts only entries have: content, published, summary, source
        def atom_entry_parts(i, entry, owner)
          c = i.content
          if c.content or c.src or c.xhtml
            el = atom_construct(owner::Content, c)
            el.src = c.src if c.src
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
