/** Title and subtitle of every page, keyed by path. The subtitle doubles as the meta description and the hub card line. */
export const pages = {
  "/": {
    title: "Home",
    subtitle: "Mass times, daily readings, announcements and the online Mass of our Vietnamese Catholic parish.",
  },
  "/contact": {
    title: "Contact Us",
    subtitle: "Call, write or visit the parish office; we are glad to hear from you.",
  },
  "/menu": {
    title: "Menu",
    subtitle: "Every page of the parish website, with quick links and the parish office's contact details.",
  },
  "/readings": {
    title: "Daily Readings",
    subtitle: "Today's Mass readings in English and Vietnamese, with links to official sources.",
  },
  "/schedule": {
    title: "Mass Times",
    subtitle: "Mass, Eucharistic Adoration, the Divine Mercy Hour and Confession through the week.",
  },
  "/announcements": { title: "Announcements", subtitle: "News and notices from the parish, grouped by ministry." },
  "/online-mass": {
    title: "Online Mass",
    subtitle: "Watch today's Mass from our parish, in Vietnamese and in English.",
  },
  "/obituary": { title: "Memorial", subtitle: "We remember in prayer our parishioners who have gone before us." },
  "/events": { title: "Upcoming Events", subtitle: "Liturgies, youth gatherings, classes and parish events." },
  "/calendar": { title: "Parish Calendar", subtitle: "Every Mass, meeting and celebration in one calendar." },
  "/about": {
    title: "About Us",
    subtitle: "Who we are: our clergy and staff, our history and how to join the parish.",
  },
  "/about/staff": { title: "Staff", subtitle: "The clergy and staff who serve our parish." },
  "/about/parish-history": {
    title: "Parish History",
    subtitle: "How our community grew from a handful of families to a parish.",
  },
  "/about/becoming-member": {
    title: "Becoming a Member",
    subtitle: "How to register with the parish and take part in its life.",
  },
  "/about/facility-information": {
    title: "Facility Information",
    subtitle: "Our church, parish hall and classrooms, and how to reserve them.",
  },
  "/about/privacy": {
    title: "Privacy",
    subtitle: "What the parish keeps of what you send through this website, who reads it, and for how long.",
  },
  "/about/safe-environment": {
    title: "Safe Environment",
    subtitle: "How we protect children and vulnerable adults, and how to report abuse.",
  },
  "/liturgy": { title: "Liturgy", subtitle: "The ministries that serve at the altar and prepare our celebrations." },
  "/liturgy/mass-intentions": {
    title: "Mass Intentions",
    subtitle:
      "Ask for a Mass to be offered for your loved ones: for the dead, on a death anniversary, for the living, in thanksgiving.",
  },
  "/liturgy/mass-intentions/this-week": {
    title: "This Week's Mass Intentions",
    subtitle: "The intentions offered at the Masses of the coming seven days.",
  },
  "/liturgy/altar-linens": { title: "Altar Linens", subtitle: "Caring for the linens used at every Mass." },
  "/liturgy/altar-servers": { title: "Altar Servers", subtitle: "Young people who serve at the altar." },
  "/liturgy/art-environment": {
    title: "Art & Environment",
    subtitle: "Decorating the church for each liturgical season.",
  },
  "/liturgy/eucharistic-ministers": {
    title: "Eucharistic Ministers",
    subtitle: "Extraordinary ministers of Holy Communion at Mass and to the sick.",
  },
  "/liturgy/lectors": { title: "Lectors", subtitle: "Proclaiming the Word of God at Mass." },
  "/liturgy/ministry-schedule": { title: "Ministry Schedule", subtitle: "Who serves at which Mass this month." },
  "/liturgy/ushers-greeters": { title: "Ushers & Greeters", subtitle: "Welcoming everyone who comes to Mass." },
  "/liturgy/acolyte": { title: "Acolyte", subtitle: "Instituted acolytes who assist the priest and deacon." },
  "/sacraments": { title: "Sacraments", subtitle: "Preparing for and celebrating the seven sacraments." },
  "/sacraments/baptism": { title: "Baptism", subtitle: "Welcoming new members into the family of God." },
  "/sacraments/confirmation": { title: "Confirmation", subtitle: "Sealed with the gift of the Holy Spirit." },
  "/sacraments/eucharist": {
    title: "Eucharist (First Communion)",
    subtitle: "Preparing children to receive Holy Communion for the first time.",
  },
  "/sacraments/reconciliation": { title: "Reconciliation", subtitle: "The sacrament of God's mercy and forgiveness." },
  "/sacraments/anointing": {
    title: "Anointing of the Sick",
    subtitle: "Strength and healing for the sick and the elderly.",
  },
  "/sacraments/holy-orders": {
    title: "Holy Orders",
    subtitle: "Discerning a call to the priesthood or the diaconate.",
  },
  "/sacraments/matrimony": { title: "Matrimony", subtitle: "Preparing for and celebrating Catholic marriage." },
  "/faith-formation": { title: "Faith Formation", subtitle: "Growing in faith at every age." },
  "/faith-formation/religious-education": {
    title: "Religious Education",
    subtitle: "Catechism classes for children and teens.",
  },
  "/faith-formation/adult": { title: "Adult Faith Formation", subtitle: "Talks, retreats and study for adults." },
  "/faith-formation/rcia": { title: "OCIA (RCIA)", subtitle: "For adults who wish to become Catholic." },
  "/faith-formation/bible-study": { title: "Bible Study", subtitle: "Reading and praying the Scriptures together." },
  "/ministries": { title: "Ministries", subtitle: "Ways to serve in hospitality, prayer, formation and service." },
  "/ministries/hospitality": { title: "Hospitality", subtitle: "Welcoming, comforting and celebrating together." },
  "/ministries/hospitality/bereavement": {
    title: "Bereavement",
    subtitle: "Accompanying families who mourn a loved one.",
  },
  "/ministries/hospitality/greeters": { title: "Greeters", subtitle: "A warm welcome at every Mass." },
  "/ministries/hospitality/fall-festival": { title: "Fall Festival", subtitle: "Our parish festival each autumn." },
  "/ministries/hospitality/lunar-new-year": {
    title: "Lunar New Year",
    subtitle: "Celebrating Tết as a parish family.",
  },
  "/ministries/prayer": {
    title: "Prayer & Worship",
    subtitle: "Serving the liturgy and the prayer life of the parish.",
  },
  "/ministries/prayer/prayer-requests": {
    title: "Prayer Requests",
    subtitle: "Send the parish your prayer intentions.",
  },
  "/ministries/prayer/altar-servers": { title: "Altar Servers", subtitle: "Serving at the altar at Mass." },
  "/ministries/prayer/eucharistic-ministers": {
    title: "Eucharistic Ministers",
    subtitle: "Bringing Holy Communion to the faithful.",
  },
  "/ministries/prayer/lectors": { title: "Lectors", subtitle: "Proclaiming the Scriptures at Mass." },
  "/ministries/prayer/music": { title: "Music & Choirs", subtitle: "Our choirs lead the singing at Mass." },
  "/ministries/prayer/groups": { title: "Prayer Groups", subtitle: "Rosary, Legion of Mary and other prayer groups." },
  "/ministries/formation": { title: "Formation", subtitle: "Preparation for sacraments and the Vietnamese language." },
  "/ministries/formation/baptismal": {
    title: "Baptismal Preparation",
    subtitle: "Classes for parents and godparents.",
  },
  "/ministries/formation/marriage": {
    title: "Marriage Preparation",
    subtitle: "Preparing couples for the sacrament of Matrimony.",
  },
  "/ministries/formation/vietnamese": {
    title: "Vietnamese Language",
    subtitle: "Keeping our language and heritage alive.",
  },
  "/ministries/formation/youth": { title: "Youth Ministry", subtitle: "Forming young disciples." },
  "/ministries/service": { title: "Service", subtitle: "Caring for our neighbours and our parish home." },
  "/ministries/service/social-justice": {
    title: "Social Justice",
    subtitle: "Putting Catholic social teaching into action.",
  },
  "/ministries/service/st-vincent": { title: "St. Vincent de Paul", subtitle: "Helping families in need." },
  "/ministries/service/food-pantry": { title: "Food Pantry", subtitle: "Sharing food with those who are hungry." },
  "/ministries/service/maintenance": {
    title: "Maintenance",
    subtitle: "Keeping our church and grounds in good repair.",
  },
  "/vietnamese-school": {
    title: "Vietnamese School",
    subtitle: "Vietnamese language and culture classes for children.",
  },
  "/vietnamese-school/registration": {
    title: "Registration",
    subtitle: "Enrolling your child in the Vietnamese School.",
  },
  "/vietnamese-school/schedule": { title: "School Schedule", subtitle: "Class days and times for the school year." },
  "/vietnamese-school/curriculum": { title: "Curriculum", subtitle: "What each level learns." },
  "/youth": { title: "Youth", subtitle: "Faith, friendship and service for young people." },
  "/youth/ministry": { title: "Youth Ministry", subtitle: "Gatherings, retreats and service for teens." },
  "/youth/events": { title: "Youth Events", subtitle: "What's coming up for our young people." },
  "/youth/groups": { title: "Youth Groups", subtitle: "Eucharistic Youth, scouts and other groups." },
  "/resources": { title: "Resources", subtitle: "Forms, documents and useful links." },
  "/resources/forms": { title: "Forms", subtitle: "Registration and sacrament request forms." },
  "/resources/documents": { title: "Documents", subtitle: "Parish policies and guidelines." },
  "/resources/links": { title: "Links", subtitle: "The diocese, the Vatican and other Catholic resources." },
  "/communication-events": { title: "Communication & Events", subtitle: "Bulletin, calendar, events and photos." },
  "/communication-events/bulletin": {
    title: "Weekly Bulletin",
    subtitle: "The parish's bulletin for each Sunday, the newest first.",
  },
  "/communication-events/calendar": {
    title: "Parish Calendar",
    subtitle: "Every Mass, meeting and celebration in one calendar.",
  },
  "/communication-events/upcoming-events": {
    title: "Upcoming Events",
    subtitle: "Liturgies, youth gatherings, classes and parish events.",
  },
  "/communication-events/photo-gallery": { title: "Photo Gallery", subtitle: "Moments from our parish life." },
  "/communication-events/email-updates": {
    title: "Email Updates",
    subtitle: "The bulletin, Mass time changes and notices in your inbox.",
  },
};
