/**
 * @shootbook/ui — ShootBook's design system. Import the tokens once with
 * `import '@shootbook/ui/styles.css'`. Components take all their text as props/children.
 */
export { cn } from './cn.ts';

export { Alert, AlertDescription, AlertTitle, alertVariants } from './components/alert.tsx';
export { AppShell, type AppShellProps } from './components/app-shell.tsx';
export { measureStickyScrollPaddings } from './components/use-sticky-scroll-padding.ts';
export { AppointmentCard, type AppointmentCardProps } from './components/appointment-card.tsx';
export {
  StatusTimeline,
  type StatusTimelineProps,
  type TimelineStep,
} from './components/status-timeline.tsx';
export { AuthLayout, type AuthLayoutProps } from './components/auth-layout.tsx';
export { Avatar, avatarVariants, initialsOf, type AvatarProps } from './components/avatar.tsx';
export {
  AvatarUploader,
  type AvatarUploaderLabels,
  type AvatarUploaderProps,
} from './components/avatar-uploader.tsx';
export { Badge, badgeVariants } from './components/badge.tsx';
export { Button, buttonVariants, type ButtonProps } from './components/button.tsx';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card.tsx';
export { Calendar, CalendarDayButton, type CalendarProps } from './components/calendar.tsx';
export {
  CardGrid,
  CardGridItem,
  cardGridVariants,
  type CardGridProps,
} from './components/card-grid.tsx';
export { type CardLinkProps, type LinkAs } from './components/card-link.tsx';
export {
  Checkbox,
  CheckboxField,
  CheckboxGroup,
  type CheckboxFieldProps,
  type CheckboxGroupProps,
} from './components/checkbox.tsx';
export { Columns, columnsVariants, type ColumnsProps } from './components/columns.tsx';
export {
  Combobox,
  filterComboboxOptions,
  type ComboboxOption,
  type ComboboxProps,
} from './components/combobox.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.tsx';
export {
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  descriptionListVariants,
  type DescriptionListProps,
} from './components/description-list.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog.tsx';
export { DatePicker, type DatePickerProps } from './components/date-picker.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { ErrorAlert, type ErrorAlertProps } from './components/error-alert.tsx';
export { Field, type FieldControlProps, type FieldProps } from './components/field.tsx';
export { Fieldset, type FieldsetProps } from './components/fieldset.tsx';
export {
  FormActions,
  FormLayout,
  formLayoutVariants,
  type FormLayoutProps,
} from './components/form-layout.tsx';
export { Input } from './components/input.tsx';
export { Label } from './components/label.tsx';
export { Container, Stack, containerVariants, stackVariants } from './components/layout.tsx';
export {
  List,
  ListRow,
  ListRowLabel,
  listRowVariants,
  listVariants,
  type ListProps,
  type ListRowProps,
} from './components/list.tsx';
export { useFocusNeighbour } from './components/use-focus-neighbour.ts';
export { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-format.ts';
export { LoadingState, type LoadingStateProps } from './components/loading-state.tsx';
export {
  Money,
  formatSatang,
  type MoneyProps,
  type MoneySignDisplay,
} from './components/money.tsx';
export { PackageCard, type PackageCardProps } from './components/package-card.tsx';
export {
  PhotoGallery,
  type GalleryPhoto,
  type PhotoGalleryLabels,
  type PhotoGalleryProps,
} from './components/photo-gallery.tsx';
export {
  GALLERY_LEAD_SIZES,
  LOADING_LEAD_SLOT,
  PACKAGE_CARD_COVER_SIZES,
  preloadGalleryLead,
  preloadPhoto,
} from './components/photo-preload.ts';
export {
  PhotoUploader,
  type PhotoUploaderLabels,
  type PhotoUploaderProps,
  type UploadItem,
} from './components/photo-uploader.tsx';
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './components/popover.tsx';
export { Progress, type ProgressProps } from './components/progress.tsx';
export {
  ResponsivePhoto,
  placeholderUrl,
  type PhotoImage,
  type ResponsivePhotoProps,
} from './components/responsive-photo.tsx';
export { PageHeader, type PageHeaderProps } from './components/page-header.tsx';
export { PhotographerCard, type PhotographerCardProps } from './components/photographer-card.tsx';
export {
  RatingStars,
  type RatingStarsDisplayProps,
  type RatingStarsInputProps,
  type RatingStarsProps,
} from './components/rating-stars.tsx';
export { Section, type SectionProps } from './components/section.tsx';
export {
  ChoiceSelect,
  type ChoiceOption,
  type ChoiceSelectProps,
} from './components/choice-select.tsx';
export {
  NativeSelect,
  NativeSelectOption,
  type NativeSelectProps,
} from './components/native-select.tsx';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select.tsx';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetTitle,
  SheetTrigger,
} from './components/sheet.tsx';
export { Skeleton } from './components/skeleton.tsx';
export {
  SlotCalendar,
  type SlotCalendarLabels,
  type SlotCalendarProps,
} from './components/slot-calendar.tsx';
export {
  SlotPicker,
  groupSlotsByDay,
  type SlotPickerLabels,
  type SlotPickerProps,
  type TimeSlot,
} from './components/slot-picker.tsx';
export {
  SummaryBar,
  SummaryBarDescription,
  SummaryBarText,
  SummaryBarTitle,
  SummarySidebar,
} from './components/summary-bar.tsx';
export { Spinner } from './components/spinner.tsx';
export {
  StatusBadge,
  statusTones,
  type AppointmentStatus,
  type PaymentStatus,
  type StatusBadgeProps,
} from './components/status-badge.tsx';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './components/table.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs.tsx';
export { TimeField, type TimeFieldProps } from './components/time-field.tsx';
export { Textarea } from './components/textarea.tsx';
export {
  Heading,
  Text,
  headingVariants,
  textVariants,
  type HeadingProps,
  type TextProps,
} from './components/typography.tsx';
export { VisuallyHidden } from './components/visually-hidden.tsx';
export { Toaster, TOAST_DURATION_MS } from './components/sonner.tsx';
export { ThemeToggle, type ThemeToggleProps } from './components/theme-toggle.tsx';
export {
  NotificationCentre,
  unreadBadgeText,
  type NotificationCentreProps,
  type NotificationItem,
} from './components/notification-centre.tsx';
export {
  applyTheme,
  resolveTheme,
  storedThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme.ts';
export {
  DeliveryStatusPanel,
  type DeliveryStatusLabels,
  type DeliveryStatusPanelProps,
  type DeliveryStep,
} from './components/delivery-status.tsx';
export {
  PhotoProofGrid,
  type PhotoProofGridLabels,
  type PhotoProofGridProps,
  type ProofPhoto,
} from './components/delivery-proof-grid.tsx';
export {
  FinalGallery,
  type FinalGalleryLabels,
  type FinalGalleryProps,
  type FinalPhoto,
} from './components/delivery-final-gallery.tsx';
// DeliveryUploader (Uppy) is its own entry, `@shootbook/ui/delivery-uploader`: only the lazy
// delivery page imports it, so Uppy stays out of the bundle every page loads.
