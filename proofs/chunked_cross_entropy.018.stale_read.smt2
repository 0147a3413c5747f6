; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r733_byte () Int)
(declare-fun r733_0 () Int)
(declare-fun byte () Int)
(declare-fun w734_byte () Int)
(declare-fun w734_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s735_byte () Int)
(declare-fun s735_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s736_byte () Int)
(declare-fun s736_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s737_byte () Int)
(declare-fun s737_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s738_byte () Int)
(declare-fun s738_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s739_byte () Int)
(declare-fun s739_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s740_byte () Int)
(declare-fun s740_0 () Int)
(assert
 (let (($x534 (= byte (+ (+ 0 (* 4 (+ 0 (* r733_0 1)))) r733_byte))))
 (and (and (>= r733_0 0) (< r733_0 16)) (and (>= r733_byte 0) (< r733_byte 4)) $x534)))
(assert
 (let (($x329 (= byte (+ (+ 0 (* 4 (+ 4 (* w734_0 1)))) w734_byte))))
 (and (and (>= w734_0 0) (< w734_0 4)) (and (>= w734_byte 0) (< w734_byte 4)) $x329)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r733_0 1)))) held_byte0)))
(assert
 (let (($x514 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s735_0 1)))) s735_byte))))
 (and (and (>= s735_0 0) (< s735_0 16)) (and (>= s735_byte 0) (< s735_byte 4)) $x514)))
(assert
 (let (($x625 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x625)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s735_0 1)))) held_byte1)))
(assert
 (let (($x401 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s736_0 1)))) s736_byte))))
 (and (and (>= s736_0 0) (< s736_0 16)) (and (>= s736_byte 0) (< s736_byte 4)) $x401)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s736_0 1)))) held_byte2)))
(assert
 (let (($x226 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s737_0 1)))) s737_byte))))
 (and (and (>= s737_0 0) (< s737_0 16)) (and (>= s737_byte 0) (< s737_byte 4)) $x226)))
(assert
 (let (($x162 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x162)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s737_0 1)))) held_byte3)))
(assert
 (let (($x598 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s738_0 1)))) s738_byte))))
 (and (and (>= s738_0 0) (< s738_0 16)) (and (>= s738_byte 0) (< s738_byte 4)) $x598)))
(assert
 (let (($x335 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x335)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s738_0 1)))) held_byte4)))
(assert
 (let (($x268 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s739_0 1)))) s739_byte))))
 (and (and (>= s739_0 0) (< s739_0 16)) (and (>= s739_byte 0) (< s739_byte 4)) $x268)))
(assert
 (let (($x691 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x691)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s739_0 1)))) held_byte5)))
(assert
 (let (($x515 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s740_0 1)))) s740_byte))))
(and (and (>= s740_0 0) (< s740_0 16)) (and (>= s740_byte 0) (< s740_byte 4)) $x515)))
(check-sat)
