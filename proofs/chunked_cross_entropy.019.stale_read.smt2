; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r737_byte () Int)
(declare-fun r737_0 () Int)
(declare-fun byte () Int)
(declare-fun w738_byte () Int)
(declare-fun w738_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s739_byte () Int)
(declare-fun s739_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s740_byte () Int)
(declare-fun s740_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s741_byte () Int)
(declare-fun s741_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s742_byte () Int)
(declare-fun s742_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s743_byte () Int)
(declare-fun s743_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s744_byte () Int)
(declare-fun s744_0 () Int)
(assert
 (let (($x299 (= byte (+ (+ 0 (* 4 (+ 0 (* r737_0 1)))) r737_byte))))
 (and (and (>= r737_0 0) (< r737_0 16)) (and (>= r737_byte 0) (< r737_byte 4)) $x299)))
(assert
 (let (($x280 (= byte (+ (+ 0 (* 4 (+ 4 (* w738_0 1)))) w738_byte))))
 (and (and (>= w738_0 0) (< w738_0 4)) (and (>= w738_byte 0) (< w738_byte 4)) $x280)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r737_0 1)))) held_byte0)))
(assert
 (let (($x673 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s739_0 1)))) s739_byte))))
 (and (and (>= s739_0 0) (< s739_0 16)) (and (>= s739_byte 0) (< s739_byte 4)) $x673)))
(assert
 (let (($x689 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x689)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s739_0 1)))) held_byte1)))
(assert
 (let (($x658 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s740_0 1)))) s740_byte))))
 (and (and (>= s740_0 0) (< s740_0 16)) (and (>= s740_byte 0) (< s740_byte 4)) $x658)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s740_0 1)))) held_byte2)))
(assert
 (let (($x191 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s741_0 1)))) s741_byte))))
 (and (and (>= s741_0 0) (< s741_0 16)) (and (>= s741_byte 0) (< s741_byte 4)) $x191)))
(assert
 (let (($x536 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x536)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s741_0 1)))) held_byte3)))
(assert
 (let (($x705 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s742_0 1)))) s742_byte))))
 (and (and (>= s742_0 0) (< s742_0 16)) (and (>= s742_byte 0) (< s742_byte 4)) $x705)))
(assert
 (let (($x627 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x627)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s742_0 1)))) held_byte4)))
(assert
 (let (($x630 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s743_0 1)))) s743_byte))))
 (and (and (>= s743_0 0) (< s743_0 4)) (and (>= s743_byte 0) (< s743_byte 4)) $x630)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s743_0 1)))) held_byte5)))
(assert
 (let (($x611 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s744_0 1)))) s744_byte))))
(and (and (>= s744_0 0) (< s744_0 16)) (and (>= s744_byte 0) (< s744_byte 4)) $x611)))
(check-sat)
