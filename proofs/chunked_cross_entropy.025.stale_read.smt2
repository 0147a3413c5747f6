; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r735_byte () Int)
(declare-fun r735_0 () Int)
(declare-fun byte () Int)
(declare-fun w736_byte () Int)
(declare-fun w736_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s737_byte () Int)
(declare-fun s737_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s738_byte () Int)
(declare-fun s738_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s739_byte () Int)
(declare-fun s739_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s740_byte () Int)
(declare-fun s740_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s741_byte () Int)
(declare-fun s741_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s742_byte () Int)
(declare-fun s742_0 () Int)
(assert
 (let (($x583 (= byte (+ (+ 0 (* 4 (+ 0 (* r735_0 1)))) r735_byte))))
 (and (and (>= r735_0 0) (< r735_0 16)) (and (>= r735_byte 0) (< r735_byte 4)) $x583)))
(assert
 (let (($x569 (= byte (+ (+ 0 (* 4 (+ 4 (* w736_0 1)))) w736_byte))))
 (and (and (>= w736_0 0) (< w736_0 4)) (and (>= w736_byte 0) (< w736_byte 4)) $x569)))
(assert
 (let (($x536 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x536)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r735_0 1)))) held_byte0)))
(assert
 (let (($x565 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s737_0 1)))) s737_byte))))
 (and (and (>= s737_0 0) (< s737_0 4)) (and (>= s737_byte 0) (< s737_byte 4)) $x565)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s737_0 1)))) held_byte1)))
(assert
 (let (($x258 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s738_0 1)))) s738_byte))))
 (and (and (>= s738_0 0) (< s738_0 16)) (and (>= s738_byte 0) (< s738_byte 4)) $x258)))
(assert
 (let (($x468 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x468)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s738_0 1)))) held_byte2)))
(assert
 (let (($x335 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s739_0 1)))) s739_byte))))
 (and (and (>= s739_0 0) (< s739_0 4)) (and (>= s739_byte 0) (< s739_byte 4)) $x335)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s739_0 1)))) held_byte3)))
(assert
 (let (($x585 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s740_0 1)))) s740_byte))))
 (and (and (>= s740_0 0) (< s740_0 16)) (and (>= s740_byte 0) (< s740_byte 4)) $x585)))
(assert
 (let (($x92 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x92)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s740_0 1)))) held_byte4)))
(assert
 (let (($x156 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s741_0 1)))) s741_byte))))
 (and (and (>= s741_0 0) (< s741_0 16)) (and (>= s741_byte 0) (< s741_byte 4)) $x156)))
(assert
 (let (($x312 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x312)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s741_0 1)))) held_byte5)))
(assert
 (let (($x520 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s742_0 1)))) s742_byte))))
(and (and (>= s742_0 0) (< s742_0 16)) (and (>= s742_byte 0) (< s742_byte 4)) $x520)))
(check-sat)
