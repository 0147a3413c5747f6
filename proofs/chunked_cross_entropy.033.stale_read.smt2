; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r829_byte () Int)
(declare-fun r829_0 () Int)
(declare-fun byte () Int)
(declare-fun w830_byte () Int)
(declare-fun w830_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s831_byte () Int)
(declare-fun s831_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s832_byte () Int)
(declare-fun s832_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s833_byte () Int)
(declare-fun s833_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s834_byte () Int)
(declare-fun s834_0 () Int)
(assert
 (let (($x684 (= byte (+ (+ 0 (* 4 (+ 0 (* r829_0 1)))) r829_byte))))
 (and (and (>= r829_0 0) (< r829_0 16)) (and (>= r829_byte 0) (< r829_byte 4)) $x684)))
(assert
 (let (($x174 (= byte (+ (+ 0 (* 4 (+ 8 (* w830_0 1)))) w830_byte))))
 (and (and (>= w830_0 0) (< w830_0 4)) (and (>= w830_byte 0) (< w830_byte 4)) $x174)))
(assert
 (let (($x643 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x643)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r829_0 1)))) held_byte0)))
(assert
 (let (($x622 (= carried0 (+ (+ 0 (* 4 (+ 8 (* s831_0 1)))) s831_byte))))
 (and (and (>= s831_0 0) (< s831_0 4)) (and (>= s831_byte 0) (< s831_byte 4)) $x622)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 8 (* s831_0 1)))) held_byte1)))
(assert
 (let (($x49 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s832_0 1)))) s832_byte))))
 (and (and (>= s832_0 0) (< s832_0 16)) (and (>= s832_byte 0) (< s832_byte 4)) $x49)))
(assert
 (let (($x170 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x170)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s832_0 1)))) held_byte2)))
(assert
 (let (($x472 (= carried2 (+ (+ 0 (* 4 (+ 12 (* s833_0 1)))) s833_byte))))
 (and (and (>= s833_0 0) (< s833_0 4)) (and (>= s833_byte 0) (< s833_byte 4)) $x472)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s833_0 1)))) held_byte3)))
(assert
 (let (($x580 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s834_0 1)))) s834_byte))))
(and (and (>= s834_0 0) (< s834_0 16)) (and (>= s834_byte 0) (< s834_byte 4)) $x580)))
(check-sat)
