require "rss/0.9"

module RSS
  class Rss
    class Channel
      install_text_element("generator", "", "?")
      install_text_element("ttl", "", "?", "ttl", :integer)
      install_have_children_element("category", "", "*", "category", "categories", Category = Item::Category)

      class Item
        install_text_element("comments", "", "?")
        install_text_element("author", "", "?")
        install_date_element("pubDate", "", "?", "pubDate", :rfc822)
        install_have_child_element("guid", "", "?")

        def date
          pubDate
        end

        # (pubDate alone)
        def date_without_dc_date=(value)
          self.pubDate = value
        end

        def date=(value)
          self.pubDate = value
          # the dc:date too, as 1.8.7 does
          self.dc_date = value if respond_to?(:dc_date=)
        end

        class Guid < Element
          def self.required_uri; ""; end
          init_args :isPermaLink, :content
          install_get_attribute("isPermaLink", "", false, :boolean)
          content_setup

          def PermaLink?
            @isPermaLink.nil? ? true : @isPermaLink
          end
        end
      end
    end
  end
  Rss::Channel::Item.child_spec_for("guid", "").klass = Rss::Channel::Item::Guid
  RSS09::ELEMENTS.concat(%w{generator ttl})
end
