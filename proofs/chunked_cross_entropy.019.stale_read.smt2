; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r741_byte () Int)
(declare-fun r741_0 () Int)
(declare-fun byte () Int)
(declare-fun w742_byte () Int)
(declare-fun w742_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s743_byte () Int)
(declare-fun s743_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s744_byte () Int)
(declare-fun s744_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s745_byte () Int)
(declare-fun s745_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s746_byte () Int)
(declare-fun s746_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s747_byte () Int)
(declare-fun s747_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s748_byte () Int)
(declare-fun s748_0 () Int)
(assert
 (let (($x587 (= byte (+ (+ 0 (* 4 (+ 0 (* r741_0 1)))) r741_byte))))
 (and (and (>= r741_0 0) (< r741_0 16)) (and (>= r741_byte 0) (< r741_byte 4)) $x587)))
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 4 (* w742_0 1)))) w742_byte))))
 (and (and (>= w742_0 0) (< w742_0 4)) (and (>= w742_byte 0) (< w742_byte 4)) $x175)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r741_0 1)))) held_byte0)))
(assert
 (let (($x685 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s743_0 1)))) s743_byte))))
 (and (and (>= s743_0 0) (< s743_0 16)) (and (>= s743_byte 0) (< s743_byte 4)) $x685)))
(assert
 (let (($x625 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x625)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s743_0 1)))) held_byte1)))
(assert
 (let (($x153 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s744_0 1)))) s744_byte))))
 (and (and (>= s744_0 0) (< s744_0 16)) (and (>= s744_byte 0) (< s744_byte 4)) $x153)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s744_0 1)))) held_byte2)))
(assert
 (let (($x54 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s745_0 1)))) s745_byte))))
 (and (and (>= s745_0 0) (< s745_0 16)) (and (>= s745_byte 0) (< s745_byte 4)) $x54)))
(assert
 (let (($x162 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x162)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s745_0 1)))) held_byte3)))
(assert
 (let (($x426 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s746_0 1)))) s746_byte))))
 (and (and (>= s746_0 0) (< s746_0 16)) (and (>= s746_byte 0) (< s746_byte 4)) $x426)))
(assert
 (let (($x335 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x335)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s746_0 1)))) held_byte4)))
(assert
 (let (($x663 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s747_0 1)))) s747_byte))))
 (and (and (>= s747_0 0) (< s747_0 4)) (and (>= s747_byte 0) (< s747_byte 4)) $x663)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s747_0 1)))) held_byte5)))
(assert
 (let (($x590 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s748_0 1)))) s748_byte))))
(and (and (>= s748_0 0) (< s748_0 16)) (and (>= s748_byte 0) (< s748_byte 4)) $x590)))
(check-sat)
