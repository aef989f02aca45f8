// Seed 001 ("UIPresentationController使用 -- 仿UIAlertController"), ported from UIKit exactly as
// written: the only edits are the import, `#selector(dismissAction)` → the method reference
// `XMAlertPresentationController.dismissAction`, and `@IBAction` removed. This file is compiled in
// Swift 5 language mode, as the iOS app it comes from is.
import PresentationKit

//此视图控制器是将要 被 呈现的
class TestViewController: UIViewController, UIViewControllerTransitioningDelegate {

    init() {
        super.init(nibName: nil, bundle: nil)
        //自定义呈现，这两个操作必须放在init方法中
        modalPresentationStyle = .custom  //这个很重要
        transitioningDelegate = self  //UIViewControllerTransitioningDelegate的代理
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        print("TestViewController -- 释放")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.cornerRadius = 10  //只设置这一个，自己会有剪切，子视图不会被剪切
    }

    func dismissAction(_ sender: Any) {
        dismiss(animated: true)
    }

    //这个是UIViewControllerTransitioningDelegate中的方法
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let pc = XMAlertPresentationController(presentedViewController: presented, presenting: presenting)
        return pc  //返回自定义的UIPresentationController
    }
}

//present or dismiss 两个过程实现
class XMAlertPresentationController: UIPresentationController {
    var view: UIView?  //此试图包含一个点击手势
    var bgView: UIView?  //不能交互的视图

    deinit {
        print("XMAlertSheetPresentationController -- 释放")
    }

    //呈现动画将要开始
    override func presentationTransitionWillBegin() {
        //
        view = UIView(frame: (containerView?.bounds)!)
        view?.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: XMAlertPresentationController.dismissAction))
        view?.backgroundColor = UIColor(white: 0, alpha: 0)  //这个一定要的，不然下面的动画就没效果了
        containerView?.addSubview(view!)
        bgView = UIView(frame: (containerView?.bounds)!)
        bgView?.isUserInteractionEnabled = false
        containerView?.addSubview(bgView!)
        //通过使用「负责呈现」的 controller 的 UIViewControllerTransitionCoordinator，我们可以确保我们的动画与其他动画一道儿播放。
        //背景色变动画，使用present or dismiss默认的动画实现
        guard let transitionCoordinator = presentingViewController.transitionCoordinator else {
            return
        }

        transitionCoordinator.animate(alongsideTransition: {
            (context: UIViewControllerTransitionCoordinatorContext!) -> Void in  //动画0.4秒
            self.view?.backgroundColor = UIColor(white: 0, alpha: 0.4)
        })
    }

    //呈现动画已结束
    override func presentationTransitionDidEnd(_ completed: Bool) {
        // 如果呈现没有完成，那就移除背景 View，没有完成就是出了错误
        if !completed {
            view?.removeFromSuperview()
            bgView?.removeFromSuperview()
        }
    }

    //消失动画将要开始
    override func dismissalTransitionWillBegin() {
        //背景色变动画，使用present or dismiss默认的动画实现
        guard let transitionCoordinator = presentingViewController.transitionCoordinator else {
            self.view?.backgroundColor = UIColor(white: 0, alpha: 0.0)
            return
        }
        transitionCoordinator.animate(alongsideTransition: {
            (context: UIViewControllerTransitionCoordinatorContext!) -> Void in
            self.view?.backgroundColor = UIColor(white: 0, alpha: 0.0)
        })
    }

    //消失动画已结束
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            view?.removeFromSuperview()
            bgView?.removeFromSuperview()
        }
    }

    //计算presentedView的frame
    override var frameOfPresentedViewInContainerView: CGRect {
        let size = containerView!.bounds.size  //containerView是转场容器视图的，这里的size相当于mainScreen的size
        if presentedViewController.preferredInterfaceOrientationForPresentation.isLandscape {  //竖屏
            let width = size.height - 20
            return CGRect(x: (size.width - width) / 2.0, y: size.height - 270, width: width, height: 260)
        }
        return CGRect(x: 10, y: size.height - 270, width: size.width - 20, height: 260)
    }

    //当前横竖屏变换时调用，调整自己写的视图
    open override func containerViewWillLayoutSubviews() {
        view?.frame = containerView!.frame
        bgView?.frame = containerView!.frame
        //当屏幕旋转后presentedView的frame需要自己调整，所以下面一行是必须的，presentedView == TestViewController.view这就明白了吧
        presentedView?.frame = frameOfPresentedViewInContainerView  //这行是必须的
    }

    func dismissAction() {  //点击消失
        presentedViewController.dismiss(animated: true)
    }
}
