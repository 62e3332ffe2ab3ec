/**
 * The console's icons, named by what they mean, each drawn from lucide-react (the public site's
 * set) once here, so that the site and the console speak one visual language.
 *
 * Each icon is drawn like an antd icon node: an `anticon` span around an svg of 1em, in the
 * current colour. antd styles that class (Button's gap and icon-only size, Input prefixes, Tags,
 * Menu and Segmented items, a confirm dialog's icon), so the icons sit in its components as its
 * own did. They are decorative (`aria-hidden`): the control or text beside an icon names it, and
 * an icon-only button carries its own aria-label.
 */
import {
  Archive,
  ArchiveRestore,
  ArrowLeftRight,
  ArrowUp,
  Ban,
  Bookmark,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  CloudUpload,
  Columns3,
  Copy,
  Download,
  ExternalLink,
  Eye,
  FileText,
  Funnel,
  FunnelX,
  GripVertical,
  History,
  IdCard,
  Image as ImageGlyph,
  KeyRound,
  Languages,
  Laptop,
  LayoutGrid,
  Link2,
  LoaderCircle,
  LogOut,
  Mail,
  MapPin,
  Moon,
  Pencil,
  Plus,
  Printer,
  RotateCw,
  Save,
  Server,
  Search,
  ShieldCheck,
  Sun,
  Table,
  Trash2,
  TriangleAlert,
  Upload,
  User,
  UserPlus,
  UserSearch,
  Users,
  X,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
} from 'lucide-react';
import type { CSSProperties, ReactElement } from 'react';
import styles from './icons.module.css';

export interface IconProps {
  /** Font size sets the icon's size; `flip-rtl` turns an icon with a direction around in Arabic. */
  className?: string;
  style?: CSSProperties;
}

export type ConsoleIcon = (props: IconProps) => ReactElement;

function consoleIcon(Glyph: LucideIcon, ownClass?: string): ConsoleIcon {
  function Icon({ className, style }: IconProps) {
    // antd clones some icons with a class of its own (a Menu item's icon): it is merged here.
    const classes = ['anticon', ownClass, className].filter(Boolean).join(' ');
    return (
      <span className={classes} style={style} aria-hidden>
        <Glyph size="1em" strokeWidth={2} aria-hidden />
      </span>
    );
  }
  Icon.displayName = `ConsoleIcon(${Glyph.displayName ?? 'lucide'})`;
  return Icon;
}

// Actions on an item.
export const EditIcon = consoleIcon(Pencil);
export const DeleteIcon = consoleIcon(Trash2);
export const CopyIcon = consoleIcon(Copy);
export const SaveIcon = consoleIcon(Save);
export const PlusIcon = consoleIcon(Plus);
export const UploadIcon = consoleIcon(Upload);
export const DownloadIcon = consoleIcon(Download);
export const PrintIcon = consoleIcon(Printer);
export const TranslateIcon = consoleIcon(Languages);
export const ReloadIcon = consoleIcon(RotateCw);
export const FilterIcon = consoleIcon(Funnel);
export const ClearFiltersIcon = consoleIcon(FunnelX);
export const CloseIcon = consoleIcon(X);
export const ArchiveIcon = consoleIcon(Archive);
export const UnarchiveIcon = consoleIcon(ArchiveRestore);
/** Moving an item to another status or board column. */
export const MoveIcon = consoleIcon(ArrowLeftRight);
/** The caret after the text of a button that opens a menu. */
export const DropdownIcon = consoleIcon(ChevronDown);
export const DragHandleIcon = consoleIcon(GripVertical);
export const ZoomInIcon = consoleIcon(ZoomIn);
export const ZoomOutIcon = consoleIcon(ZoomOut);
/** Physical arrows: the caller picks them by reading direction. */
export const ChevronLeftIcon = consoleIcon(ChevronLeft);
export const ChevronRightIcon = consoleIcon(ChevronRight);
export const ArrowUpIcon = consoleIcon(ArrowUp);

// Opening and viewing.
/** Opens a page on the site in a new tab (pass `flip-rtl`: the arrow points to the end). */
export const OpenExternalIcon = consoleIcon(ExternalLink);
export const LinkIcon = consoleIcon(Link2);
export const PreviewIcon = consoleIcon(Eye);
/** Opens an item's details panel. */
export const DetailsIcon = consoleIcon(IdCard);
export const HistoryIcon = consoleIcon(History);
export const SearchIcon = consoleIcon(Search);
export const ColumnsIcon = consoleIcon(Columns3);
export const SavedViewsIcon = consoleIcon(Bookmark);
export const CardsLayoutIcon = consoleIcon(LayoutGrid);
export const TableLayoutIcon = consoleIcon(Table);

// People and the account.
export const UserIcon = consoleIcon(User);
/** A listing's applicants. */
export const ApplicantsIcon = consoleIcon(Users);
/** The sender of an item sent others before. */
export const RepeatSenderIcon = consoleIcon(UserSearch);
export const InviteIcon = consoleIcon(UserPlus);
/** Sign-out (pass `flip-rtl`: the arrow leaves towards the end). */
export const SignOutIcon = consoleIcon(LogOut);
export const PasswordIcon = consoleIcon(KeyRound);
export const TwoFactorIcon = consoleIcon(ShieldCheck);
export const SessionsIcon = consoleIcon(Laptop);
export const DisableIcon = consoleIcon(Ban);
export const EnableIcon = consoleIcon(CircleCheck);

// Things and states.
export const DocumentIcon = consoleIcon(FileText);
export const ImageIcon = consoleIcon(ImageGlyph);
export const MailIcon = consoleIcon(Mail);
export const LocationIcon = consoleIcon(MapPin);
export const ClockIcon = consoleIcon(Clock);
export const PendingUploadIcon = consoleIcon(CloudUpload);
export const WarningIcon = consoleIcon(TriangleAlert);
/** Beside the title of a dialog that asks before something is lost. */
export const AlertIcon = consoleIcon(CircleAlert);
export const LightThemeIcon = consoleIcon(Sun);
export const DarkThemeIcon = consoleIcon(Moon);
/** Turns while something loads; still when less motion is asked for. */
export const LoadingIcon = consoleIcon(LoaderCircle, styles.spin);

// The desktop console's screens before the admin loads.
export const ServerIcon = consoleIcon(Server);
