// Stand-in for EventKit: the classes Core Data models store in Transformable attributes.
@_exported public import Foundation

open class EKObject: NSObject {}
open class EKCalendarItem: EKObject {}
open class EKEvent: EKCalendarItem {}
open class EKReminder: EKCalendarItem {}
open class EKCalendar: EKObject {}
