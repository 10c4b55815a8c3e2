require "rss/maker/atom"

module RSS
  module Maker
    module Atom
      class Feed < RSSBase
        include Helpers

        def to_feed
          ch = @channel
          missing = []
          missing << "id" if (ch.id || ch.about).nil?
          updated = ch.updated || ch.dc_date
          missing << "updated" if updated.nil?
          # no channel author is needed when an entry has one (1.8.7 does
          # not look at the others)
          items = @items.normalize
          missing << "author" if ch.author.nil? and items.all? { |i| i.author.nil? }
          missing << "title" if ch.title.nil? and ch.title_element.xhtml.nil?
          raise NotSetError.new("maker.channel", missing) unless missing.empty?
          # an image is its url (the logo)
          img = @image
          if img.url.nil? and [:title, :link, :width, :height, :description].any? { |n| !img.__send__(n).nil? }
            raise NotSetError.new("maker.image", ["url"])
          end
          owner = ::RSS::Atom::Feed
          feed = owner.new(@version, @encoding, @standalone)
          stylesheets_for(feed)
          atom_common(ch, feed, owner, ch.title_element, "maker.channel")
          feed.id = atom_text(owner::Id, ch.id || ch.about)
          feed.updated = atom_text(owner::Updated, updated)
          feed.subtitle = atom_construct(owner::Subtitle, ch.description_element) if ch.description
          g = ch.generator_element
          feed.generator = atom_text(owner::Generator, g.content, :uri => g.uri, :version => g.version) if g.content
          feed.icon = atom_text(owner::Icon, ch.icon) if ch.icon
          feed.logo = atom_text(owner::Logo, ch.logo) if ch.logo
          @items.normalize.each do |i|
            entry = make_entry(i)
            feed.entries << entry if entry
          end
          copy_extras(ch, feed)
          set_module_dates(ch, feed, updated)
          feed
        end

        private
        # an item with neither id nor date makes no entry
        def make_entry(i)
          id = i.id || i.link
          updated = i.updated || i.dc_date || i.dc_dates.values.first
          return nil if id.nil? and updated.nil?
          missing = []
          missing << "id" if id.nil?
          missing << "updated" if updated.nil?
          missing << "title" if i.title.nil? and i.title_element.xhtml.nil?
          raise NotSetError.new("maker.item", missing) unless missing.empty?
          owner = ::RSS::Atom::Feed::Entry
          entry = owner.new
          atom_common(i, entry, owner, i.title_element, "maker.item")
          entry.id = atom_text(owner::Id, id)
          entry.updated = atom_text(owner::Updated, updated)
          atom_entry_parts(i, entry, owner)
          copy_extras(i, entry)
          if entry.respond_to?(:dc_dates)
            entry.dc_dates.replace([updated] + module_dates(i, updated))
          end
          entry
        end
      end
    end

    add_maker("atom", "1.0", Atom::Feed)
    add_maker("atom:feed", "1.0", Atom::Feed)
    add_maker("atom1.0", "1.0", Atom::Feed)
    add_maker("atom1.0:feed", "1.0", Atom::Feed)
    # (1.8.7's Atom feed channel and entry items keep variable_is_set? private)
    Atom::Feed::Channel.__send__(:private, :variable_is_set?)
  end
end
